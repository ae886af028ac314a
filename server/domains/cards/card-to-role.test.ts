import type { RoleDetail } from '@/lib/contracts/role';
import { base64, cardPng, tEXt, v1Card, v2Card, v3Card } from '@/server/test/character-card-files';
import { cardToRole, exampleDialogueOf } from './card-to-role';
import { parseCard } from './parse-card';
import { writePngTexts } from './png-chunks';
import { readCardFile } from './read-card-file';
import { cardFileName, roleToV2Card, roleToV3Card } from './role-to-card';

describe('cardToRole', () => {
  it("maps a v2 card to KOKO's role fields", () => {
    const role = cardToRole(parseCard(v2Card()), 'png', null);
    expect(role).toMatchObject({
      roleName: 'Seraphina',
      roleNameNeedsLatin: false,
      intro: 'A gentle forest guardian.',
      personality: 'Seraphina is a guardian of the forest. She heals travellers who lose their way. {{char}} has pink hair.\n\ncaring, protective, gentle',
      scenario: '{{user}} wakes in a glade after being attacked by beasts.',
      roleAppearInfo: '*Seraphina kneels beside you* You are safe now, {{user}}.',
      alternateGreetings: ['*She hums a tune* Oh, you are awake.'],
      tags: ['fantasy', 'healer'],
      creator: 'someone',
      characterVersion: '1.2',
      nsfw: false,
      lorebook: null,
      source: { spec: 'chara_card_v2', container: 'png' },
    });
  });

  it('converts example messages to one {{user}}/{{char}} line each, in the catalogue format', () => {
    expect(exampleDialogueOf(v2Card().data.mes_example, 'Seraphina')).toBe(
      ['{{user}}: Who are you?', '{{char}}: *smiles softly* I am Seraphina. I watch over this forest.', '{{user}}: Thank you.', '{{char}}: Rest now.'].join('\n'),
    );
    expect(exampleDialogueOf('', 'A')).toBe('');
    expect(exampleDialogueOf('<BOT>: hi (a+b)', 'x(')).toBe('{{char}}: hi (a+b)');
  });

  it("takes the intro from the description's first sentences when there are no creator notes", () => {
    const long = `${'The tower stands alone. '.repeat(30)}End.`;
    const role = cardToRole(parseCard({ ...v1Card(), description: long }), 'json', null);
    expect(role.intro.length).toBeLessThanOrEqual(500);
    expect(role.intro.length).toBeGreaterThan(450);
    expect(role.intro).toMatch(/^The tower stands alone\. .*alone\.$/);
    expect(cardToRole(parseCard(v1Card()), 'json', null).intro).toBe('A grumpy lighthouse keeper.');
  });

  it('flags a name without a Latin letter (the page asks for one) and marks nsfw/adult tags adult', () => {
    const role = cardToRole(parseCard(v2Card({ name: '星野', tags: ['Romance', 'NSFW'] })), 'json', null);
    expect(role.roleName).toBe('星野');
    expect(role.roleNameNeedsLatin).toBe(true);
    expect(role.nsfw).toBe(true);
    expect(cardToRole(parseCard(v2Card({ tags: ['adult'] })), 'json', null).nsfw).toBe(true);
    expect(cardToRole(parseCard(v2Card({ name: 'Émile' })), 'json', null).roleNameNeedsLatin).toBe(false);
  });

  it('keeps a v3 card’s lorebook and group greetings', () => {
    const role = cardToRole(parseCard(v3Card()), 'charx', 'data:image/webp;base64,AA');
    expect(role.lorebook?.entries.map((e) => e.keys[0])).toEqual(['Eldertree', 'glade', 'wolf']);
    expect(role.groupOnlyGreetings).toEqual(['Hello, everyone.']);
    expect(role.coverImage).toBe('data:image/webp;base64,AA');
  });
});

describe('a role exported as a card and read back', () => {
  const role: RoleDetail = {
    roleId: 42,
    roleName: 'Agnes Pell',
    roleCover: null,
    roleAuthor: 'Maker',
    roleAuthorUid: 7,
    roleStatus: 10,
    intro: 'The ghost of a lighthouse keeper.',
    roleAppearInfo: '*The lamp flickers* Who climbs my stairs, {{user}}?',
    nsfw: false,
    tags: [{ id: 1, title: 'ghost', background: null }, { id: 2, title: 'mystery', background: null }],
    likeCount: 0,
    hotScore: 0,
    promotion: false,
    personality: 'Melancholy, wry.\n\nShe counts ships.',
    scenario: 'A lighthouse in 1890.',
    exampleDialogue: '{{user}}: How did you die?\n{{char}}: *the lamp flickers* The sea took me.',
    gender: 'female',
  };
  const lorebook = parseCard(v3Card()).character_book!;
  const source = { role, lorebook, alternateGreetings: ['Back again?'] };
  const fieldsOf = (r: RoleDetail) => ({
    roleName: r.roleName,
    intro: r.intro,
    personality: r.personality,
    scenario: r.scenario,
    roleAppearInfo: r.roleAppearInfo,
    exampleDialogue: r.exampleDialogue,
    tags: r.tags.map((t) => t.title),
    creator: r.roleAuthor,
    nsfw: r.nsfw,
    gender: r.gender,
  });

  it('gives the same role fields, lorebook and greetings from the v3 JSON', () => {
    const back = cardToRole(parseCard(JSON.parse(JSON.stringify(roleToV3Card(source, 1_800_000_000)))), 'json', null);
    expect(back).toMatchObject({ ...fieldsOf(role), lorebook, alternateGreetings: ['Back again?'] });
  });

  it('gives the same from both texts of the exported PNG, which other programs read', () => {
    const png = writePngTexts(cardPng(tEXt('chara', 'old')), { chara: base64(roleToV2Card(source)), ccv3: base64(roleToV3Card(source, 1, true)) });
    const file = readCardFile(png);
    expect(file.card.spec).toBe('chara_card_v3');
    expect(cardToRole(file.card, 'png', null)).toMatchObject({ ...fieldsOf(role), lorebook });
    // Only the chara text, as a v2-only reader sees it.
    const v2Only = writePngTexts(cardPng(), { chara: base64(roleToV2Card(source)) });
    expect(cardToRole(readCardFile(v2Only).card, 'png', null)).toMatchObject({ ...fieldsOf(role), lorebook });
    expect(png.toString('latin1').split('tEXtchara').length).toBe(2);
  });

  it('tags an adult role nsfw so other programs filter it', () => {
    const card = roleToV2Card({ ...source, role: { ...role, nsfw: true } });
    expect(card.data.tags).toEqual(['ghost', 'mystery', 'nsfw']);
    expect(cardToRole(parseCard(card), 'json', null).nsfw).toBe(true);
  });

  it('names the file from the role name, without anything a header or a path could misread', () => {
    expect(cardFileName('Agnes Pell', 'png')).toBe('Agnes_Pell.png');
    expect(cardFileName('../"evil"\r\nname;', 'json')).toBe('evil_name.json');
    expect(cardFileName('星野', 'png')).toBe('character.png');
    expect(cardFileName('Émile', 'json')).toBe('Emile.json');
  });
});
