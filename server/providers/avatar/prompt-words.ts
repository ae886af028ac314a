import { SKIN_TONES } from '@/lib/look/resolve-look';

/**
 * What the words of an avatar prompt mean for a look (English; other languages map onto these words in
 * prompt-words-i18n.ts). A word says something outright ("bald", "armour") or implies it ("blacksmith"
 * implies an apron, "girl" a young age): implied traits give way to anything said outright.
 */

export type Trait =
  | 'presentation'
  | 'age'
  | 'height'
  | 'build'
  | 'hairStyle'
  | 'facialHair'
  | 'eyes'
  | 'garment'
  | 'wear'
  | 'species'
  | 'ears'
  | 'horns'
  | 'tail'
  | 'head'
  | 'skin'
  | 'skinTone'
  | 'hairColor'
  | 'eyeColor'
  | 'backdrop';

/** The colour field a colour word next to a word paints ("red beard", "navy suit"). */
export type ColourField = 'hairColor' | 'eyeColor' | 'facialHairColor' | 'outfitColor' | 'skinTone';

export interface Effect {
  trait: Trait;
  value: string;
  /** Said by implication: anything said outright wins over it. */
  implied?: boolean;
}

export interface WordMeaning {
  effects: Effect[];
  paints?: ColourField;
}

const say = (trait: Trait, value: string): Effect => ({ trait, value });
const imply = (trait: Trait, value: string): Effect => ({ trait, value, implied: true });
const word = (effects: Effect[], paints?: ColourField): WordMeaning => (paints ? { effects, paints } : { effects });

const FEMININE = say('presentation', 'feminine');
const MASCULINE = say('presentation', 'masculine');
/** A beard suggests a man unless the prompt says otherwise. */
const BEARDED = imply('presentation', 'masculine');

/** Each key is one word or phrase, lower case; a phrase beats the words it contains. */
const ENGLISH: Record<string, WordMeaning> = {};

function define(phrases: string, meaning: WordMeaning): void {
  for (const phrase of phrases.split('|')) ENGLISH[phrase] = meaning;
}

// Gender presentation, and the age some of these words carry.
define('she|her|hers|herself', word([imply('presentation', 'feminine')]));
define('he|his|him|himself', word([imply('presentation', 'masculine')]));
define('woman|women|lady|female|feminine|heroine|maiden|madam|actress|waitress|wife|sister|daughter|mother|mom|mum|aunt|ms|mrs|miss', word([FEMININE]));
define('girl|gal|lass|schoolgirl', word([FEMININE, imply('age', 'young')]));
define('man|men|guy|male|masculine|gentleman|sir|husband|brother|son|father|dad|uncle|mr|dude|fellow|lad', word([MASCULINE]));
define('boy|schoolboy', word([MASCULINE, imply('age', 'young')]));
define('nonbinary|non-binary|enby|androgynous|genderless|agender', word([say('presentation', 'androgynous')]));
define('grandma|granny|grandmother|nana|old lady|old woman|crone|matriarch', word([FEMININE, say('age', 'old')]));
define('grandpa|grandad|granddad|grandfather|old man|patriarch|geezer|codger', word([MASCULINE, say('age', 'old')]));
define('queen|princess|empress|duchess|lady knight', word([FEMININE, imply('wear', 'crown')]));
define('lord|baron|warlord', word([MASCULINE]));
define('king|prince|emperor|duke|sultan|pharaoh', word([MASCULINE, imply('wear', 'crown')]));

// Age.
define('child|kid|young child|toddler', word([say('age', 'child'), imply('height', 'short')]));
define('little girl|young girl', word([FEMININE, say('age', 'child'), imply('height', 'short')]));
define('little boy|young boy', word([MASCULINE, say('age', 'child'), imply('height', 'short')]));
define('teen|teenager|teenage|adolescent|youth|high school|highschool|student', word([say('age', 'teen')]));
define('young|youthful|twenties|college', word([say('age', 'young')]));
define('adult|grown|grown-up|thirties', word([say('age', 'adult')]));
define('middle-aged|middle aged|forties|fifties|mature', word([say('age', 'middle')]));
define('old|elderly|aged|senior|retired|wrinkled|wrinkly|seventies|eighties|nineties|pensioner|veteran', word([say('age', 'old')]));
/** Ancient beings keep their youth; an ancient human is simply old (see prompt-look.ts). */
define('ageless|immortal|timeless|ancient|eternal', word([say('age', 'ageless')]));

// Height and build.
define('tiny|minuscule|pint-sized|three-foot|knee-high', word([say('height', 'tiny')]));
define('short|small|little|petite|shortish', word([say('height', 'short')]));
define('tall|towering|lanky|giant|huge|tallish|statuesque', word([say('height', 'tall')]));
define('slim|slender|thin|skinny|lean|willowy|wiry|delicate|graceful', word([say('build', 'slim')]));
define('muscular|athletic|fit|strong|buff|ripped|toned|brawny|sporty', word([say('build', 'athletic')]));
define('stocky|burly|broad|sturdy|thickset|barrel-chested|broad-shouldered', word([say('build', 'stocky')]));
define('plump|chubby|fat|heavy|heavyset|round|rotund|portly|big-bellied|chunky|curvy', word([say('build', 'heavy')]));

// Hair.
define('hair|haired|locks|mane|hairstyle|hairdo', word([], 'hairColor'));
define('long hair|long-haired|flowing hair|long locks|waist-length hair', word([say('hairStyle', 'long')], 'hairColor'));
define('short hair|short-haired|cropped hair|crew cut|buzz cut|buzzcut|pixie cut', word([say('hairStyle', 'crop')], 'hairColor'));
define('ponytail|pony tail', word([say('hairStyle', 'ponytail')], 'hairColor'));
define('twintails|twin tails|pigtails|twin-tails|pig tails', word([say('hairStyle', 'twintails')], 'hairColor'));
define('bob|bob cut|bobbed', word([say('hairStyle', 'bob')], 'hairColor'));
define('spiky|spiky hair|spiked hair|messy hair|shaggy|punk hair|mohawk', word([say('hairStyle', 'spiky')], 'hairColor'));
define('bun|hair bun|top knot|topknot|chignon', word([say('hairStyle', 'bun')], 'hairColor'));
define('wavy|wavy hair|curly|curly hair|curls|ringlets|afro|frizzy', word([say('hairStyle', 'wavy')], 'hairColor'));
define('slicked|slicked back|slicked-back|slick hair|combed back|undercut', word([say('hairStyle', 'slicked')], 'hairColor'));
define('receding|receding hairline|balding|thinning hair', word([say('hairStyle', 'receding')], 'hairColor'));
define('fair hair|fair-haired|flaxen hair', word([say('hairColor', 'blonde')]));
define('greying|graying|grizzled|grey-streaked|gray-streaked', word([say('hairColor', 'grey')]));
define('bald|bald head|shaved head|hairless|shaven head|clean-shaven head', word([say('hairStyle', 'bald')]));

// Eyes and face.
define('eyes|eyed|eye|irises|gaze', word([], 'eyeColor'));
define('sleepy eyes|tired eyes|half-lidded eyes', word([say('eyes', 'sleepy')], 'eyeColor'));
define('sleepy|drowsy|half-lidded|lazy', word([say('eyes', 'sleepy')]));
define('sharp eyes|piercing eyes|narrow eyes|cold eyes|fierce eyes', word([say('eyes', 'sharp')], 'eyeColor'));
define('piercing|fierce|stern|serious|cold|grumpy|stoic', word([say('eyes', 'sharp')]));
define('round eyes|big eyes|wide eyes', word([say('eyes', 'round')], 'eyeColor'));
define('wide-eyed|cute|innocent|cheerful|bubbly', word([say('eyes', 'round')]));
define('kind eyes|soft eyes|warm eyes|gentle eyes', word([say('eyes', 'gentle')], 'eyeColor'));
define('gentle|kind|shy|friendly|warm|sweet|calm', word([say('eyes', 'gentle')]));
define('skin|skinned|complexion', word([], 'skinTone'));

// Facial hair.
define('beard|bearded|beard like', word([say('facialHair', 'beard'), BEARDED], 'facialHairColor'));
define('long beard|big beard|bushy beard|full beard|huge beard|great beard|flowing beard|braided beard', word([say('facialHair', 'full-beard'), BEARDED], 'facialHairColor'));
define('moustache|mustache|moustached|mustached|handlebar', word([say('facialHair', 'moustache'), BEARDED], 'facialHairColor'));
define('goatee', word([say('facialHair', 'goatee'), BEARDED], 'facialHairColor'));
define('stubble|stubbly|five o\'clock shadow|unshaven', word([say('facialHair', 'stubble'), BEARDED], 'facialHairColor'));
define('clean-shaven|clean shaven|beardless|shaven', word([say('facialHair', 'none')]));

// Garments.
define('robe|robes|gown robe|cassock|habit', word([say('garment', 'robe')], 'outfitColor'));
define('armour|armor|armoured|armored|plate armour|plate armor|chainmail|mail|breastplate|knight|knights|paladin|warrior|crusader|gladiator|valkyrie', word([say('garment', 'armour')], 'outfitColor'));
define('apron|smock', word([say('garment', 'apron')], 'outfitColor'));
define('suit|tuxedo|tux|business suit|three-piece', word([say('garment', 'suit')], 'outfitColor'));
define('dress|gown|frock|sundress|ball gown|ballgown', word([say('garment', 'dress')], 'outfitColor'));
define('maid|maid outfit|maid dress', word([say('garment', 'dress'), imply('presentation', 'feminine')], 'outfitColor'));
define('hoodie|hooded sweatshirt|hoody', word([say('garment', 'hoodie')], 'outfitColor'));
define('kimono|yukata|hakama', word([say('garment', 'kimono')], 'outfitColor'));
define('uniform|military uniform|soldier|officer|police|policeman|policewoman|cop|pilot|captain|guard|general|admiral|firefighter', word([say('garment', 'uniform')], 'outfitColor'));
define('work clothes|workwear|overalls|dungarees|coveralls|jumpsuit|boiler suit', word([say('garment', 'work')], 'outfitColor'));
define('sailor|sailor uniform|school uniform|seifuku|sailor suit', word([say('garment', 'sailor')], 'outfitColor'));
define('blazer|school blazer', word([say('garment', 'blazer')], 'outfitColor'));
define('turtleneck|turtle neck|polo neck', word([say('garment', 'turtleneck')], 'outfitColor'));
define('tunic|jerkin|doublet', word([say('garment', 'tunic')], 'outfitColor'));
define('jacket|leather jacket|bomber|bomber jacket|denim jacket|biker jacket|varsity jacket', word([say('garment', 'jacket')], 'outfitColor'));
define('coat|trench coat|trenchcoat|overcoat|lab coat|greatcoat|parka', word([say('garment', 'coat')], 'outfitColor'));
define('sweater|jumper|cardigan|knitwear|pullover|knit sweater', word([say('garment', 'sweater')], 'outfitColor'));
define('shirt|t-shirt|tshirt|tee|blouse|button-up|flannel', word([say('garment', 'shirt')], 'outfitColor'));
define('sportswear|tracksuit|jersey|gym clothes|track suit|athletic wear', word([say('garment', 'sportswear')], 'outfitColor'));
define('leotard|bodysuit|tutu', word([say('garment', 'leotard')], 'outfitColor'));
define('cloak|cape|mantle|poncho|hooded cloak', word([say('garment', 'cloak')], 'outfitColor'));
define('outfit|clothes|clothing|attire|garb|dressed|wearing|clad', word([], 'outfitColor'));

// Worn on the head or face.
define('round glasses|glasses|spectacles|eyeglasses|specs|bespectacled|goggles|reading glasses', word([say('wear', 'glasses')]));
define('sunglasses|shades|visor|cyber visor|vr headset', word([say('wear', 'visor')]));
define('monocle', word([say('wear', 'monocle')]));
define('hat', word([say('wear', 'hat')]));
define('wizard hat|pointy hat|pointed hat|wizard\'s hat', word([say('wear', 'wizard-hat')]));
define('witch hat|witch\'s hat', word([say('wear', 'witch-hat')]));
define('cap|baseball cap|beret|flat cap|newsboy cap', word([say('wear', 'cap')]));
define('fedora|trilby|top hat|bowler|bowler hat|cowboy hat|stetson', word([say('wear', 'fedora')]));
define('beanie|knit cap|woolly hat|wooly hat|toque', word([say('wear', 'beanie')]));
define('bandana|bandanna|headscarf|head scarf', word([say('wear', 'bandana')]));
define('headband|hair band|hairband|sweatband', word([say('wear', 'headband')]));
define('headphones|headset|earphones|earbuds|headphone', word([say('wear', 'headphones')]));
define('earrings|earring|ear piercing|hoops', word([say('wear', 'earrings')]));
define('necklace|pendant|amulet|choker|locket|scarf', word([say('wear', 'necklace')]));
define('crown|tiara|diadem|circlet', word([say('wear', 'crown')]));
define('halo|angel|angelic|seraph', word([say('wear', 'halo')]));
define('flower|flowers|flower crown|hair flower|rose in her hair|blossom in her hair', word([say('wear', 'flower')]));

// Species and fantasy traits.
define('human|person|mortal', word([say('species', 'human')]));
define('elf|elven|elvish|elves|high elf|wood elf|dark elf|drow', word([say('species', 'elf'), imply('height', 'tall'), imply('build', 'slim')]));
define('elf ears|pointed ears|pointy ears|long ears', word([say('ears', 'long-pointed')]));
define('dwarf|dwarven|dwarvish|dwarves', word([say('species', 'dwarf'), imply('height', 'short'), imply('build', 'stocky'), BEARDED]));
define('orc|orcish|ogre|troll|half-orc|goblin warrior', word([say('species', 'orc'), imply('height', 'tall'), imply('build', 'heavy')], 'skinTone'));
define('demon|devil|demoness|succubus|incubus|fiend|demonic|tiefling', word([say('species', 'demon')], 'skinTone'));
define('vampire|vampiric|dracula|nosferatu', word([say('species', 'vampire')]));
define('fox|fox spirit|kitsune|fox ears|vixen', word([say('species', 'fox-spirit')], 'hairColor'));
define('fox girl|foxgirl', word([say('species', 'fox-spirit'), FEMININE], 'hairColor'));
define('fox boy|foxboy', word([say('species', 'fox-spirit'), MASCULINE], 'hairColor'));
define('cat ears|neko|nekomimi|kitty ears', word([say('wear', 'cat-ears')], 'hairColor'));
define('catgirl|cat girl', word([say('wear', 'cat-ears'), FEMININE, imply('age', 'young')], 'hairColor'));
define('catboy|cat boy', word([say('wear', 'cat-ears'), MASCULINE, imply('age', 'young')], 'hairColor'));
define('cat tail|fox tail|fluffy tail|tail', word([say('tail', 'fox')]));
define('dragon|dragonborn|draconic|wyrm|drake|lizardfolk|lizard', word([say('species', 'dragon')], 'hairColor'));
define('gremlin|goblin|imp|kobold|gnome', word([say('species', 'gremlin')], 'skinTone'));
define('robot|robotic|mech|cyborg|droid|automaton|machine', word([say('species', 'robot')]));
define('android|synth|synthetic|artificial|gynoid', word([say('species', 'android')]));
define('hologram|holographic|virtual idol|ai', word([say('species', 'hologram')]));
define('ghost|ghostly|spirit|phantom|spectre|specter|wraith', word([say('species', 'ghost')]));
define('shadow|shadowy|faceless|shade', word([say('species', 'shadow')]));
define('horns|horned|horn|ram horns', word([say('horns', 'curved')]));
define('small horns|little horns|tiny horns', word([say('horns', 'small')]));
define('fur|furry|furred|fluffy', word([say('skin', 'fur')], 'hairColor'));
define('scales|scaled|scaly', word([say('skin', 'scales')], 'skinTone'));

// Callings that imply clothes, things worn or a scene; all implied, so what a prompt says outright wins.
define('blacksmith|smith|forge|anvil|hammer|chef|cook|baker|butcher|barista|brewer', word([imply('garment', 'apron')]));
define('wizard|mage|sorcerer|warlock|magician|archmage', word([imply('garment', 'robe'), imply('wear', 'wizard-hat')]));
define('sorceress|enchantress', word([FEMININE, imply('garment', 'robe')]));
define('witch', word([FEMININE, imply('garment', 'cloak'), imply('wear', 'witch-hat')]));
define('priestess|nun', word([imply('garment', 'robe'), imply('presentation', 'feminine')]));
define('priest|monk|cleric|shaman|druid|sage|oracle|mystic|healer', word([imply('garment', 'robe')]));
define('samurai|ninja|ronin', word([imply('garment', 'kimono')]));
define('geisha|shrine maiden|miko', word([imply('garment', 'kimono'), imply('presentation', 'feminine')]));
define('businessman|salaryman', word([imply('garment', 'suit'), imply('presentation', 'masculine')]));
define('businesswoman', word([imply('garment', 'suit'), imply('presentation', 'feminine')]));
define('ceo|lawyer|banker|executive|butler|secretary|manager|agent|spy|mafia|gangster|boss', word([imply('garment', 'suit')]));
define('detective|investigator|inspector|noir', word([imply('garment', 'coat'), imply('wear', 'fedora')]));
define('doctor|scientist|professor|chemist|researcher|nurse|medic|physician', word([imply('garment', 'coat')]));
define('mechanic|engineer|farmer|worker|carpenter|builder|plumber|miner|gardener|handyman|janitor|tinkerer', word([imply('garment', 'work')]));
define('gamer|streamer|hacker|programmer|coder|youtuber', word([imply('garment', 'hoodie'), imply('backdrop', 'neon')]));
define('skater|rapper', word([imply('garment', 'hoodie')]));
define('dj|producer|music producer', word([imply('wear', 'headphones'), imply('garment', 'jacket')]));
define('athlete|runner|boxer|footballer|fighter|coach|trainer|martial artist|basketball player', word([imply('garment', 'sportswear'), imply('build', 'athletic')]));
define('dancer|gymnast|acrobat', word([imply('garment', 'leotard'), imply('build', 'slim')]));
define('ballerina|ballet dancer', word([imply('garment', 'leotard'), imply('build', 'slim'), imply('presentation', 'feminine')]));
define('rogue|thief|assassin|ranger|hunter|wanderer|traveller|traveler|bard|necromancer', word([imply('garment', 'cloak')]));
define('fisherman|fisher|sea captain|fishmonger', word([imply('garment', 'coat'), imply('backdrop', 'ocean')]));
define('pirate|buccaneer|corsair', word([imply('garment', 'coat'), imply('wear', 'bandana')]));
define('librarian|bookworm|teacher|writer|novelist|poet|scholar|student council', word([imply('wear', 'glasses'), imply('garment', 'sweater')]));
define('cowboy|cowgirl|sheriff|rancher', word([imply('wear', 'fedora'), imply('garment', 'shirt')]));
define('idol|pop star|popstar|singer|performer', word([imply('backdrop', 'stage')]));
define('biker|punk|rocker|rock star|rockstar|guitarist', word([imply('garment', 'jacket')]));
define('astronaut|spaceman|cosmonaut|space pilot', word([imply('garment', 'uniform'), imply('backdrop', 'space')]));

// Scenes the portrait is painted in.
define('forest|woods|woodland|jungle|grove|meadow', word([say('backdrop', 'forest')]));
define('ocean|sea|beach|seaside|island|surfer|lifeguard|mermaid', word([say('backdrop', 'ocean')]));
define('space|stars|starry|galaxy|cosmic|spaceship|moon base', word([say('backdrop', 'space')]));
define('sakura|cherry blossom|cherry blossoms|spring', word([say('backdrop', 'sakura')]));
define('desert|dunes|sand|oasis|nomad', word([say('backdrop', 'desert')]));
define('snow|snowy|winter|ice|icy|frost|frozen|mountain|mountains|arctic|viking', word([say('backdrop', 'snow')]));
define('night|midnight|moonlight|moonlit|nocturnal', word([say('backdrop', 'night')]));
define('castle|palace|throne|kingdom|medieval|dungeon|tower', word([say('backdrop', 'castle')]));
define('stage|concert|spotlight|idol stage', word([say('backdrop', 'stage')]));
define('neon|cyberpunk|city|cyber|futuristic|tokyo|downtown|arcade|synthwave', word([say('backdrop', 'neon')]));
define('sunset|dusk|evening|golden hour|sunrise|dawn', word([say('backdrop', 'sunset')]));
define('studio|portrait|photo|headshot', word([say('backdrop', 'studio')]));

// Skin tones said outright.
define('pale|pale-skinned|porcelain|fair|fair-skinned|alabaster|pallid', word([say('skinTone', 'fair')]));
define('light-skinned|rosy', word([say('skinTone', 'light')]));
define('olive|olive-skinned|olive skin', word([say('skinTone', 'olive')]));
define('tan|tanned|sun-kissed|suntanned|bronzed|sunburnt', word([say('skinTone', 'tan')]));
define('brown-skinned|brown skin|dark-skinned|dark skin|deep skin|ebony skin|melanin', word([say('skinTone', 'deep')]));

export const ENGLISH_WORDS: Readonly<Record<string, WordMeaning>> = ENGLISH;

/** Words that turn the next trait around: "no glasses", "without a beard", "not bald". */
export const NEGATIONS = new Set(['no', 'not', 'without', 'never', 'non', 'minus', 'sans', 'nor', 'lacking']);

/** Skin tones by name, from the look model's believable range, fair to deep. */
export const SKIN_TONE_OF: Readonly<Record<string, string>> = {
  fair: SKIN_TONES[0]!,
  light: SKIN_TONES[1]!,
  olive: SKIN_TONES[4]!,
  tan: SKIN_TONES[5]!,
  deep: SKIN_TONES[7]!,
};
