/**
 * Ready prompts the avatar page offers (`app/avatar/inspiration`): varied in age, gender, kind and style,
 * each one a look the embedded generator draws well. English is the source; a locale without a
 * translation of a prompt gets the English one.
 */
import type { Locale } from '@/lib/i18n/locales';

export interface Inspiration {
  id: string;
  prompt: string;
}

const ENGLISH: Record<string, string> = {
  'dwarf-smith': 'An old dwarf blacksmith with a red beard and a leather apron',
  'shy-elf': 'A shy elf girl with silver hair, glasses and a green cloak',
  'orc-knight': 'A tall muscular orc in steel armour',
  'grandma-baker': 'A kind grandma with white hair in a bun, a flowery apron and glasses',
  'cat-gamer': 'A gamer girl with pastel pink hair, cat ears, headphones and a purple hoodie',
  'cyber-hacker': 'A cyberpunk hacker with neon green hair, a black hoodie and a visor',
  'navy-ceo': 'A tall woman with long crimson hair in a navy suit',
  'fox-shrine': 'A fox spirit with golden hair in a red kimono',
  'vampire-count': 'An ancient vampire lord with slicked black hair and a crimson cloak',
  'old-sailor': 'An 81 year old fisherman with a white beard and a yellow coat',
  'punk-drummer': 'A punk boy with spiky blue hair and a leather jacket',
  'wizard': 'An old wizard with a long grey beard, a blue robe and a pointy hat',
  'idol': 'A teenage idol with twintails, a white sailor uniform and a flower in her hair',
  'demon-queen': 'A demon queen with curved horns, purple skin and a black dress',
  'robot-helper': 'A small friendly robot with orange eyes in work clothes',
  'detective': 'A middle-aged detective with a moustache, a trench coat and a fedora',
  'dragon-warrior': 'A dragon warrior with green scales and golden armour',
  'gremlin': 'A tiny mischievous gremlin in a striped sweater',
  'ballerina': 'A slim ballerina with a bun and a pale pink leotard',
  'mechanic': 'A stocky mechanic with a ponytail, blue overalls and a bandana',
  'ghost-maid': 'A ghostly maid with pale blue hair in a black and white dress',
  'samurai': 'A young samurai with a topknot and an indigo kimono',
  'professor': 'A plump professor with a grey goatee, a brown sweater and a monocle',
  'android': 'A slender android with platinum hair and a white turtleneck',
  'surfer': 'A tanned surfer with wavy blonde hair and a teal shirt',
  'witch': 'A young witch with long black hair, a witch hat and a dark purple cloak',
};

type Translations = Partial<Record<Locale, Record<string, string>>>;

const TRANSLATIONS: Translations = {
  'ja-JP': {
    'dwarf-smith': '赤いひげの年老いたドワーフの鍛冶屋、エプロン',
    'shy-elf': '銀髪で眼鏡をかけた内気なエルフの女の子',
    'orc-knight': '鎧を着た背が高い筋肉質のオーク',
    'cat-gamer': 'ピンクの髪、猫耳、ヘッドホン、紫のパーカーのゲーマーの女の子',
    'fox-shrine': '金髪で赤い着物の狐の精霊',
    'wizard': '長い灰色のひげ、青いローブ、帽子の年老いた魔法使い',
    'idol': 'ツインテールと白いセーラー服のアイドルの少女',
    'samurai': 'ちょんまげと藍色の着物の若い侍',
  },
  'zh-CN': {
    'dwarf-smith': '红胡子的老矮人铁匠，围裙',
    'shy-elf': '银色头发、戴眼镜的害羞精灵女孩',
    'orc-knight': '穿盔甲的高大肌肉兽人',
    'cat-gamer': '粉色头发、猫耳、耳机、紫色卫衣的游戏女孩',
    'fox-shrine': '金色头发、红色和服的狐狸精灵',
    'wizard': '长长的灰色胡子、蓝色长袍的老巫师',
    'vampire-count': '黑色头发、红色斗篷的古老吸血鬼',
    'robot-helper': '穿工作服的小机器人',
  },
  'ko-KR': {
    'dwarf-smith': '빨간 수염의 늙은 드워프 대장장이, 앞치마',
    'shy-elf': '은색 머리에 안경을 쓴 수줍은 엘프 소녀',
    'orc-knight': '갑옷을 입은 키큰 근육질 오크',
    'cat-gamer': '분홍색 머리, 고양이귀, 헤드폰, 보라색 후드티의 게이머 소녀',
    'wizard': '긴 회색 수염과 파란 로브의 늙은 마법사',
    'vampire-count': '검은 머리와 빨간 망토의 고대 뱀파이어',
  },
  'es-ES': {
    'dwarf-smith': 'Un viejo enano herrero con barba roja y delantal',
    'shy-elf': 'Una chica elfa tímida con pelo plateado y gafas',
    'orc-knight': 'Un orco alto y musculoso con armadura',
    'grandma-baker': 'Una abuela con pelo blanco, delantal y gafas',
    'cat-gamer': 'Una chica gamer con pelo rosa, orejas de gato, auriculares y sudadera morada',
    'navy-ceo': 'Una mujer alta con pelo rojo largo y traje azul marino',
    'wizard': 'Un mago anciano con barba gris, túnica azul y sombrero',
    'witch': 'Una bruja joven con pelo negro largo y sombrero de bruja',
  },
  'fr-FR': {
    'dwarf-smith': 'Un vieux nain forgeron à la barbe rousse, avec un tablier',
    'shy-elf': 'Une jeune elfe timide aux cheveux argentés, avec des lunettes',
    'orc-knight': 'Un grand orc musclé en armure',
    'grandma-baker': 'Une grand-mère aux cheveux blancs, avec un tablier et des lunettes',
    'cat-gamer': 'Une joueuse aux cheveux roses avec des oreilles de chat et un casque',
    'navy-ceo': 'Une grande femme aux longs cheveux rouges en costume bleu marine',
    'wizard': 'Un vieux magicien à la longue barbe grise et au chapeau pointu',
    'witch': 'Une jeune sorcière aux longs cheveux noirs',
  },
  'de-DE': {
    'dwarf-smith': 'Ein alter Zwerg, Schmied, mit rotem Bart und Schürze',
    'shy-elf': 'Ein schüchternes Elfenmädchen mit silbernen Haaren und Brille',
    'orc-knight': 'Ein großer, muskulöser Ork in Rüstung',
    'grandma-baker': 'Eine Oma mit weißen Haaren, Schürze und Brille',
    'cat-gamer': 'Ein Gamer-Mädchen mit rosa Haaren, Katzenohren und Kopfhörern',
    'navy-ceo': 'Eine große Frau mit langen roten Haaren im marineblauen Anzug',
    'wizard': 'Ein alter Zauberer mit langem grauem Bart und blauem Umhang',
    'witch': 'Eine junge Hexe mit langen schwarzen Haaren und Hexenhut',
  },
};

/** The ready prompts in a locale, in a fixed order; English where a prompt has no translation. */
export function inspirationsFor(locale: Locale): Inspiration[] {
  const own = TRANSLATIONS[locale] ?? {};
  return Object.entries(ENGLISH).map(([id, prompt]) => ({ id, prompt: own[id] ?? prompt }));
}

/** The English prompts, for tests and the contact sheet. */
export const ENGLISH_INSPIRATIONS: readonly Inspiration[] = Object.entries(ENGLISH).map(([id, prompt]) => ({ id, prompt }));
