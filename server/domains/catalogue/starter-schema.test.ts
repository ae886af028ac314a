/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import kiriha from './starter-data/roles/kiriha-aoyagi.json';
import { loadStarterRoles, parseStarterFile, starterBannersSchema, starterPlaysSchema, starterTabsSchema } from './starter-schema';
import { STARTER_ROLES } from './starter-roles';

const ROLES_DIR = path.join(__dirname, 'starter-data', 'roles');

describe('catalogue data files', () => {
  it('reads a role file, joining its example dialogue lines', () => {
    const [role] = loadStarterRoles([['kiriha-aoyagi.json', kiriha]]);
    expect(role?.slug).toBe('kiriha-aoyagi');
    expect(role?.exampleDialogue).toBe(kiriha.exampleDialogue.join('\n'));
  });

  it('refuses a malformed role file, naming the file and the field', () => {
    const bad = { ...kiriha, look: { ...kiriha.look, hairColor: 'dark blue' } };
    expect(() => loadStarterRoles([['kiriha-aoyagi.json', bad]])).toThrow(
      'Invalid catalogue data file server/domains/catalogue/starter-data/roles/kiriha-aoyagi.json: look.hairColor: must be a lower-case hex colour',
    );
  });

  it('names every field at fault: a missing one, a misspelt one and a value out of range', () => {
    const { greeting: _greeting, ...rest } = kiriha;
    const bad = { ...rest, greting: kiriha.greeting, voice: { pitch: 3, rate: 1 } };
    let message = '';
    try {
      loadStarterRoles([['kiriha-aoyagi.json', bad]]);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('starter-data/roles/kiriha-aoyagi.json');
    expect(message).toMatch(/greeting: /);
    expect(message).toMatch(/greting/);
    expect(message).toMatch(/voice\.pitch: /);
  });

  it('refuses a role whose slug is not its file name', () => {
    expect(() => loadStarterRoles([['kiriha.json', kiriha]])).toThrow('starter-data/roles/kiriha.json: slug: "kiriha-aoyagi" must be the file\'s name without .json');
  });

  it('refuses an example dialogue line that is neither {{user}} nor {{char}}', () => {
    const bad = { ...kiriha, exampleDialogue: [...kiriha.exampleDialogue, 'Narrator: the end'] };
    expect(() => loadStarterRoles([['kiriha-aoyagi.json', bad]])).toThrow(`exampleDialogue.${kiriha.exampleDialogue.length}: must start with "{{user}}: " or "{{char}}: "`);
  });

  it('refuses malformed banner, play and tab files, naming the file and the field', () => {
    expect(() => parseStarterFile('banners.json', starterBannersSchema, [{ slug: 'a', title: 'A', subtitle: 'B', linkUrl: 'https://elsewhere.example', roleSlug: 'b', show: 'true' }])).toThrow(
      'Invalid catalogue data file server/domains/catalogue/starter-data/banners.json: 0.linkUrl: must be an in-app path',
    );
    expect(() => parseStarterFile('plays.json', starterPlaysSchema, [{ slug: 'a', roleSlug: 'b', playType: 'rap', title: 'A', topic: 'B' }])).toThrow('starter-data/plays.json: 0.playType: ');
    expect(() => parseStarterFile('tabs.json', starterTabsSchema, { tabs: [] })).toThrow('starter-data/tabs.json: (the whole file): ');
  });

  it('lists every file of starter-data/roles, and only those, in starter-roles.ts', () => {
    const files = fs.readdirSync(ROLES_DIR).sort();
    expect(STARTER_ROLES.map((role) => `${role.slug}.json`).sort()).toEqual(files);
  });
});
