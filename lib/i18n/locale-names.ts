import type { Locale } from './locales';

/** Each interface language in its own name, as people look for it in a language list. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  'it-IT': 'Italiano',
  'id-ID': 'Bahasa Indonesia',
  'fil-PH': 'Filipino',
  'ru-RU': 'Русский',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
};

/** The tag that names each language best in another language (Simplified Chinese, Brazilian Portuguese). */
const DISPLAY_TAG: Partial<Record<Locale, string>> = { 'zh-CN': 'zh-Hans', 'pt-BR': 'pt-BR' };

/** A language's name in the language the page speaks, as a label (first letter capital). */
export function localeNameIn(locale: Locale, inLocale: Locale): string | undefined {
  const name = new Intl.DisplayNames([inLocale], { type: 'language' }).of(DISPLAY_TAG[locale] ?? locale.split('-')[0]!);
  return name ? name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1) : undefined;
}
