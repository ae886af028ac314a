/**
 * The most common avatar words of other languages, each as the English word of prompt-words.ts (or a
 * colour of colour-words.ts) it means. Japanese, Chinese and Korean are matched inside runs of text
 * without spaces; Spanish, French and German word by word, and a colour after its noun ("pelo rojo")
 * binds to it as one before it does.
 */
export const FOREIGN_WORDS: Readonly<Record<string, string>> = {
  // Japanese
  女の子: 'girl', 少女: 'girl', 女性: 'woman', 女: 'woman', 男の子: 'boy', 少年: 'boy', 男性: 'man', 男: 'man',
  おばあさん: 'grandma', おばあちゃん: 'grandma', おじいさん: 'grandpa', おじいちゃん: 'grandpa', 老人: 'old',
  子供: 'child', 若い: 'young', 年老いた: 'old', 背が高い: 'tall', 背が低い: 'short', 筋肉質: 'muscular', 細身: 'slim',
  髪: 'hair', 長い髪: 'long hair', 短い髪: 'short hair', ロングヘア: 'long hair', ショートヘア: 'short hair', ポニーテール: 'ponytail',
  ツインテール: 'twintails', 坊主: 'bald', はげ: 'bald', 目: 'eyes', 瞳: 'eyes', ひげ: 'beard', 髭: 'beard', 眼鏡: 'glasses', メガネ: 'glasses',
  エルフ: 'elf', ドワーフ: 'dwarf', 猫耳: 'cat ears', 狐: 'fox', 悪魔: 'demon', 吸血鬼: 'vampire', ドラゴン: 'dragon', 竜: 'dragon',
  ロボット: 'robot', 幽霊: 'ghost', 角: 'horns', 尻尾: 'tail', 鎧: 'armour', 着物: 'kimono', 浴衣: 'kimono', ドレス: 'dress',
  パーカー: 'hoodie', スーツ: 'suit', 制服: 'uniform', セーラー服: 'sailor', ローブ: 'robe', エプロン: 'apron', 帽子: 'hat',
  ヘッドホン: 'headphones', 王冠: 'crown', 魔法使い: 'wizard', 魔女: 'witch', 騎士: 'knight', 侍: 'samurai', 鍛冶屋: 'blacksmith',
  赤い: 'red', 赤: 'red', 青い: 'blue', 青: 'blue', 黒い: 'black', 黒: 'black', 白い: 'white', 白: 'white', 銀: 'silver', 銀色: 'silver',
  金: 'gold', 金髪: 'blonde hair', 緑: 'green', ピンク: 'pink', 紫: 'purple', 茶色: 'brown', 黄色: 'yellow', 灰色: 'grey',
  オーク: 'orc', 内気: 'shy', ゲーマー: 'gamer', アイドル: 'idol', ちょんまげ: 'topknot', マント: 'cloak',
  // Chinese (simplified and traditional where they differ)
  女孩: 'girl', 女生: 'girl', 女人: 'woman', 男孩: 'boy', 男人: 'man', 老奶奶: 'grandma', 老爷爷: 'grandpa', 老爺爺: 'grandpa',
  老: 'old', 年轻: 'young', 年輕: 'young', 高: 'tall', 矮: 'short', 肌肉: 'muscular', 瘦: 'slim', 胖: 'plump',
  头发: 'hair', 頭髮: 'hair', 发: 'hair', 髮: 'hair', 长发: 'long hair', 長髮: 'long hair', 短发: 'short hair', 短髮: 'short hair',
  马尾: 'ponytail', 馬尾: 'ponytail', 双马尾: 'twintails', 雙馬尾: 'twintails', 光头: 'bald', 光頭: 'bald', 眼睛: 'eyes',
  胡子: 'beard', 鬍子: 'beard', 眼镜: 'glasses', 精灵: 'elf', 精靈: 'elf', 矮人: 'dwarf', 貓耳: 'cat ears',
  狐狸: 'fox', 恶魔: 'demon', 惡魔: 'demon', 龙: 'dragon', 龍: 'dragon', 机器人: 'robot', 機器人: 'robot', 鬼魂: 'ghost',
  盔甲: 'armour', 和服: 'kimono', 连衣裙: 'dress', 連衣裙: 'dress', 裙子: 'dress', 卫衣: 'hoodie', 衛衣: 'hoodie', 西装: 'suit', 西裝: 'suit',
  长袍: 'robe', 長袍: 'robe', 围裙: 'apron', 圍裙: 'apron', 耳机: 'headphones', 耳機: 'headphones',
  皇冠: 'crown', 巫师: 'wizard', 巫師: 'wizard', 女巫: 'witch', 骑士: 'knight', 铁匠: 'blacksmith', 鐵匠: 'blacksmith',
  红色: 'red', 紅色: 'red', 红: 'red', 紅: 'red', 蓝色: 'blue', 藍色: 'blue', 蓝: 'blue', 藍: 'blue', 黑色: 'black', 黑: 'black',
  白色: 'white', 银色: 'silver', 金色: 'gold', 绿色: 'green', 綠色: 'green', 粉色: 'pink', 粉红: 'pink', 紫色: 'purple',
  棕色: 'brown', 黃色: 'yellow',   兽人: 'orc', 獸人: 'orc', 斗篷: 'cloak', 害羞: 'shy', 工作服: 'work clothes', 古老: 'ancient', 游戏: 'gamer',
  // Korean
  소녀: 'girl', 여자: 'woman', 여성: 'woman', 소년: 'boy', 남자: 'man', 남성: 'man', 할머니: 'grandma', 할아버지: 'grandpa',
  아이: 'child', 젊은: 'young', 늙은: 'old', 키가큰: 'tall', 키큰: 'tall', 작은: 'short', 근육질: 'muscular', 날씬한: 'slim',
  머리카락: 'hair', 머리: 'hair', 긴머리: 'long hair', 단발: 'bob', 포니테일: 'ponytail', 트윈테일: 'twintails', 대머리: 'bald',
  눈: 'eyes', 수염: 'beard', 안경: 'glasses', 엘프: 'elf', 드워프: 'dwarf', 고양이귀: 'cat ears', 여우: 'fox', 악마: 'demon',
  뱀파이어: 'vampire', 드래곤: 'dragon', 로봇: 'robot', 유령: 'ghost', 뿔: 'horns', 꼬리: 'tail', 갑옷: 'armour',
  기모노: 'kimono', 드레스: 'dress', 후드티: 'hoodie', 정장: 'suit', 교복: 'school uniform', 제복: 'uniform', 로브: 'robe', 앞치마: 'apron',
  모자: 'hat', 헤드폰: 'headphones', 왕관: 'crown', 마법사: 'wizard', 마녀: 'witch', 기사: 'knight', 대장장이: 'blacksmith',
  빨간: 'red', 빨간색: 'red', 파란: 'blue', 파란색: 'blue', 검은: 'black', 검은색: 'black', 하얀: 'white', 흰: 'white', 은색: 'silver',
  금발: 'blonde hair', 초록색: 'green', 분홍색: 'pink', 보라색: 'purple', 갈색: 'brown', 노란: 'yellow', 회색: 'grey',
  오크: 'orc', 망토: 'cloak', 고대: 'ancient', 수줍은: 'shy', 게이머: 'gamer',
  // Spanish
  chica: 'girl', niña: 'child', mujer: 'woman', señora: 'woman', chico: 'boy', niño: 'child', hombre: 'man', señor: 'man',
  abuela: 'grandma', abuelo: 'grandpa', anciana: 'grandma', anciano: 'grandpa', viejo: 'old', vieja: 'old', joven: 'young',
  alto: 'tall', alta: 'tall', bajo: 'short', baja: 'short', musculoso: 'muscular', musculosa: 'muscular', delgado: 'slim', delgada: 'slim',
  gordo: 'plump', gorda: 'plump', pelo: 'hair', cabello: 'hair', calvo: 'bald', calva: 'bald', ojos: 'eyes', barba: 'beard', bigote: 'moustache',
  gafas: 'glasses', lentes: 'glasses', elfa: 'elf', enano: 'dwarf', enana: 'dwarf', demonio: 'demon', vampiro: 'vampire', vampira: 'vampire',
  dragón: 'dragon', fantasma: 'ghost', cuernos: 'horns', cola: 'tail', armadura: 'armour', vestido: 'dress', sudadera: 'hoodie', traje: 'suit',
  uniforme: 'uniform', túnica: 'robe', delantal: 'apron', sombrero: 'hat', auriculares: 'headphones', corona: 'crown', mago: 'wizard',
  bruja: 'witch', caballero: 'knight', herrero: 'blacksmith', sin: 'without',
  rojo: 'red', roja: 'red', rojos: 'red', azul: 'blue', azules: 'blue', negro: 'black', negra: 'black', blanco: 'white', blanca: 'white',
  plateado: 'silver', plata: 'silver', rubio: 'blonde', rubia: 'blonde', verde: 'green', verdes: 'green', rosa: 'pink', morado: 'purple',
  marrón: 'brown', castaño: 'brunette', amarillo: 'yellow', gris: 'grey',
  orco: 'orc', tímida: 'shy', tímido: 'shy', capa: 'cloak', marino: 'navy',
  // French
  fille: 'girl', femme: 'woman', dame: 'woman', garçon: 'boy', homme: 'man', 'grand-mère': 'grandma',
  vieille: 'old', vieux: 'old', âgé: 'old', âgée: 'old', jeune: 'young', enfant: 'child', grand: 'tall', grande: 'tall',
  petit: 'short', petite: 'short', musclé: 'muscular', musclée: 'muscular', mince: 'slim', cheveux: 'hair', chauve: 'bald', yeux: 'eyes',
  moustache: 'moustache', lunettes: 'glasses', elfe: 'elf', nain: 'dwarf', naine: 'dwarf', démon: 'demon', vampire: 'vampire',
  fantôme: 'ghost', cornes: 'horns', queue: 'tail', armure: 'armour', sweat: 'hoodie', tablier: 'apron',
  chapeau: 'hat', casque: 'headphones', couronne: 'crown', magicien: 'wizard', sorcière: 'witch', chevalier: 'knight', forgeron: 'blacksmith',
  sans: 'without', rouge: 'red', rouges: 'red', roux: 'ginger', rousse: 'ginger', bleu: 'blue', bleus: 'blue', bleue: 'blue', noir: 'black',
  noirs: 'black', noire: 'black', blanc: 'white', blancs: 'white', blanche: 'white', argenté: 'silver', argentés: 'silver', blond: 'blonde',
  blonds: 'blonde', blonde: 'blonde', vert: 'green', verts: 'green', verte: 'green', violet: 'purple', marron: 'brown', jaune: 'yellow',
  barbe: 'beard', timide: 'shy', joueuse: 'gamer', joueur: 'gamer', cape: 'cloak', marine: 'navy', 
  // German
  mädchen: 'girl', frau: 'woman', junge: 'boy', mann: 'man', oma: 'grandma', großmutter: 'grandma', opa: 'grandpa', großvater: 'grandpa',
  alt: 'old', alte: 'old', alter: 'old', jung: 'young', groß: 'tall', große: 'tall', großer: 'tall', klein: 'short',
  kleine: 'short', kleiner: 'short', muskulös: 'muscular', schlank: 'slim', haare: 'hair', haar: 'hair', glatze: 'bald', glatzköpfig: 'bald',
  augen: 'eyes', bart: 'beard', schnurrbart: 'moustache', brille: 'glasses', zwerg: 'dwarf', dämon: 'demon',
  drache: 'dragon', geist: 'ghost', hörner: 'horns', schwanz: 'tail', rüstung: 'armour', kleid: 'dress', kapuzenpulli: 'hoodie',
  anzug: 'suit', schürze: 'apron', hut: 'hat', kopfhörer: 'headphones', krone: 'crown', zauberer: 'wizard', hexe: 'witch', ritter: 'knight',
  schmied: 'blacksmith', ork: 'orc', elfenmädchen: 'elf girl', katzenohren: 'cat ears', kopfhörern: 'headphones', hexenhut: 'witch hat',
  umhang: 'cloak', marineblau: 'navy', schüchtern: 'shy', uralt: 'ancient', ohne: 'without', kein: 'no', keine: 'no', rot: 'red', rote: 'red', roten: 'red', rotem: 'red', blau: 'blue', blaue: 'blue',
  blauen: 'blue', schwarz: 'black', schwarze: 'black', schwarzen: 'black', weiß: 'white', weiße: 'white', weißen: 'white', silbern: 'silver',
  silberne: 'silver', silbernen: 'silver', grün: 'green', grüne: 'green', grünen: 'green', lila: 'purple', braun: 'brown',
  braune: 'brown', gelb: 'yellow', grau: 'grey', graue: 'grey', grauen: 'grey',
};

/**
 * Phrases of several words that mean one English word, replaced in the prompt before it is read
 * ("orejas de gato" → "cat ears", "grand-mère" → "grandma").
 */
export const FOREIGN_PHRASES: Readonly<Record<string, string>> = {
  'orejas de gato': 'cat ears',
  'oreilles de chat': 'cat ears',
  'azul marino': 'navy',
  'bleu marine': 'navy',
  'grand-mère': 'grandma',
  'grand-père': 'grandpa',
  'chapeau pointu': 'pointy hat',
  'sombrero de bruja': 'witch hat',
  'chapeau de sorcière': 'witch hat',
  'sans lunettes': 'without glasses',
  'sin gafas': 'without glasses',
};
