import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, negotiateLocale, resolveLocale } from './locales';
import { MESSAGE_NAMESPACES } from './namespaces';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['pt-PT,pt;q=0.9', 'pt-BR'],
    ['de', 'de-DE'],
    ['ja-JP, fr;q=0.5', 'ja-JP'],
    ['ja, fr;q=0.5', 'ja-JP'],
    ['ko-KR,ko;q=0.9,en;q=0.8', 'ko-KR'],
    ['th-TH, fr;q=0.5', 'fr-FR'],
    ['tl-PH', 'fil-PH'],
    ['en-GB;q=0.2, ru;q=0.9', 'ru-RU'],
    ['xx, *;q=0.1', 'en-US'],
    ['es;q=0', 'en-US'],
  ])('maps %p to %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe('resolveLocale', () => {
  it('takes the language asked for, then the chosen one, then Accept-Language, each only when it is an interface language', () => {
    expect(resolveLocale({ asked: 'fr-FR', chosen: 'de-DE', acceptLanguage: 'ru' })).toBe('fr-FR');
    expect(resolveLocale({ asked: 'xx-XX', chosen: 'de-DE', acceptLanguage: 'ru' })).toBe('de-DE');
    expect(resolveLocale({ asked: null, chosen: 'klingon', acceptLanguage: 'ru' })).toBe('ru-RU');
    expect(resolveLocale({})).toBe(DEFAULT_LOCALE);
  });
});

describe('messages', () => {
  const dir = (locale: string) => path.join(process.cwd(), 'messages', locale);
  const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
  const read = (locale: string): Record<string, unknown> =>
    Object.fromEntries(
      fs
        .readdirSync(dir(locale))
        .filter((f) => f.endsWith('.json'))
        .map((f) => [f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(dir(locale), f), 'utf8'))]),
    );
  const source = keys(read(DEFAULT_LOCALE)).sort();

  it('loads exactly the namespaces that en-US has', () => {
    expect([...MESSAGE_NAMESPACES].sort()).toEqual(Object.keys(read(DEFAULT_LOCALE)).sort());
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('%s has every key of en-US and no other', (locale) => {
    expect(keys(read(locale)).sort()).toEqual(source);
  });

  it.each([...LOCALES])('%s keeps every {placeholder} and <tag> of en-US', (locale) => {
    const en = read(DEFAULT_LOCALE);
    const other = read(locale);
    const at = (o: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], o) as string;
    const marks = (text: string | undefined) => (text?.match(/\{\w+\}|<\/?\w+>/g) ?? []).sort();
    for (const key of source) {
      expect([key, marks(at(other, key))]).toEqual([key, marks(at(en, key))]);
    }
  });
});
