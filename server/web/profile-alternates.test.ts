import { LOCALES } from '@/lib/i18n/locales';
import { inLanguage, languageAlternates } from './profile-alternates';

describe('languageAlternates', () => {
  it('names one address per interface language and the plain address as x-default', () => {
    const alternates = languageAlternates('/character/profile/agnes-pell/56');
    expect(Object.keys(alternates)).toEqual([...LOCALES, 'x-default']);
    expect(alternates['fr-FR']).toBe('/character/profile/agnes-pell/56?hl=fr-FR');
    expect(alternates['x-default']).toBe('/character/profile/agnes-pell/56');
    expect(inLanguage('/a', 'ru-RU')).toBe('/a?hl=ru-RU');
  });
});
