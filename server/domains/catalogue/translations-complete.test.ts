import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { STARTER_BANNERS } from './starter-banners';
import { STARTER_PLAYS } from './starter-plays';
import { STARTER_ROLES } from './starter-roles';
import { loadStarterTranslations, starterTagTitles } from './starter-translations';

/**
 * The committed translations (`starter-data/translations/`) are valid and cover the whole starter catalogue in
 * every interface language: a role, tag, banner or performance added in English needs its translations too.
 */
describe('the starter catalogue translations', () => {
  const translations = loadStarterTranslations();

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('%s translates every role, tag, banner and performance', (locale) => {
    const language = translations.get(locale);
    const missing = [
      ...STARTER_ROLES.filter((r) => !language?.roles.has(r.slug)).map((r) => `roles/${r.slug}.json`),
      ...starterTagTitles()
        .filter((title) => !language?.tags[title])
        .map((title) => `catalogue.json tags.${title}`),
      ...STARTER_BANNERS.filter((b) => !language?.banners[b.slug]).map((b) => `catalogue.json banners.${b.slug}`),
      ...STARTER_PLAYS.filter((p) => !language?.plays[p.slug]).map((p) => `catalogue.json plays.${p.slug}`),
    ];
    expect(missing).toEqual([]);
  });
});
