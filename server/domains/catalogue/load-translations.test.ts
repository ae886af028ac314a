import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AGNES_FR, AGNES_ZH, CATALOGUE_FR, writeTranslationFiles } from '@/server/test/translation-fixtures';
import { loadCatalogueTranslations } from './load-translations';
import { starterSource } from './starter-translations';

describe('loadCatalogueTranslations', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-translations-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const load = () => loadCatalogueTranslations(root, starterSource());
  const fileError = (file: string) => `Invalid catalogue translation file ${path.join(root, file)}: `;

  it('reads every locale folder: roles with their dialogue joined as lines, tags, banners and plays', () => {
    writeTranslationFiles(root, [
      ['fr-FR/roles/agnes-pell.json', AGNES_FR],
      ['fr-FR/catalogue.json', CATALOGUE_FR],
      ['zh-CN/roles/agnes-pell.json', AGNES_ZH],
    ]);
    const translations = load();
    expect([...translations.keys()]).toEqual(['fr-FR', 'zh-CN']);
    const fr = translations.get('fr-FR')!;
    expect(fr.roles.get('agnes-pell')).toEqual({ intro: AGNES_FR.intro, greeting: AGNES_FR.greeting, exampleDialogue: AGNES_FR.exampleDialogue.join('\n') });
    expect(fr.tags.Horror).toBe('Horreur');
    expect(fr.banners['rainy-day-bookshop']!.title).toBe('Jours de pluie, pages chaudes');
    expect(fr.plays['kirara-starlight-encore']!.title).toBe('Rappel sous les étoiles');
    expect(translations.get('zh-CN')!.roles.get('agnes-pell')!.name).toBe('艾格尼丝·佩尔');
    expect(translations.get('zh-CN')!.tags).toEqual({});
  });

  it('answers nothing for a missing folder', () => {
    expect(loadCatalogueTranslations(path.join(root, 'absent'), starterSource()).size).toBe(0);
  });

  it.each([
    ['a translated placeholder', { greeting: AGNES_FR.greeting.replace('{{user}}', '{{utilisateur}}') }, 'greeting: must keep the placeholder {{user}} of the English text; greeting: has the placeholder {{utilisateur}}'],
    ['an unclosed action', { greeting: `${AGNES_FR.greeting} *sourit` }, 'greeting: has an odd number of "*" (3)'],
    ['an extra action', { intro: `*soupire* ${AGNES_FR.intro}` }, 'intro: has 1 *action* pairs where the English text has 0'],
    ['a dialogue line fewer', { exampleDialogue: AGNES_FR.exampleDialogue.slice(1) }, 'exampleDialogue: must have 6 lines, as the English one, not 5'],
    [
      'speakers swapped',
      { exampleDialogue: [AGNES_FR.exampleDialogue[1], AGNES_FR.exampleDialogue[0], ...AGNES_FR.exampleDialogue.slice(2)] },
      'exampleDialogue.0: must start with "{{user}}: "',
    ],
    ['an empty intro', { intro: '  ' }, 'intro: must not be empty'],
    ['an unknown key', { scenario: 'Une tempête.' }, 'Unrecognized key'],
  ])('refuses a role file with %s, naming the file and the field', (_, change, message) => {
    writeTranslationFiles(root, [['fr-FR/roles/agnes-pell.json', { ...AGNES_FR, ...change }]]);
    expect(load).toThrow(fileError('fr-FR/roles/agnes-pell.json'));
    expect(load).toThrow(message);
  });

  it('refuses a file for a role the catalogue does not have', () => {
    writeTranslationFiles(root, [['fr-FR/roles/agnes-pel.json', AGNES_FR]]);
    expect(load).toThrow(`${fileError('fr-FR/roles/agnes-pel.json')}(the whole file): there is no role agnes-pel.json`);
  });

  it('refuses a file that is not JSON', () => {
    writeTranslationFiles(root, [['fr-FR/roles/agnes-pell.json', '{ "intro": "Le fantôme", }']]);
    expect(load).toThrow(`${fileError('fr-FR/roles/agnes-pell.json')}(the whole file): not readable JSON`);
  });

  it.each([
    ['an unknown tag', { ...CATALOGUE_FR, tags: { Horreur: 'Horreur' } }, 'tags.Horreur: is not a tag title of the catalogue'],
    ['an unknown banner', { ...CATALOGUE_FR, banners: { 'rainy-days': { title: 'Pluie', subtitle: 'Livres' } } }, 'banners.rainy-days: is not a banner slug'],
    ['a play without its topic', { ...CATALOGUE_FR, plays: { 'kirara-starlight-encore': { title: 'Rappel' } } }, 'plays.kirara-starlight-encore.topic'],
    ['an unknown section', { ...CATALOGUE_FR, roles: {} }, 'Unrecognized key'],
  ])('refuses a catalogue.json with %s', (_, content, message) => {
    writeTranslationFiles(root, [['fr-FR/catalogue.json', content]]);
    expect(load).toThrow(fileError('fr-FR/catalogue.json'));
    expect(load).toThrow(message);
  });

  it('refuses a folder for the source language', () => {
    writeTranslationFiles(root, [['en-US/catalogue.json', CATALOGUE_FR]]);
    expect(load).toThrow(`Invalid catalogue translation file ${path.join(root, 'en-US')}: (the whole file): en-US is the source language`);
  });

  it('refuses a folder that is not a locale', () => {
    writeTranslationFiles(root, [['french/catalogue.json', CATALOGUE_FR]]);
    expect(load).toThrow(`Invalid catalogue translation file ${path.join(root, 'french')}: (the whole file): "french" is not a locale such as fr-FR`);
  });
});
