import type { Locale } from '@/lib/i18n/locales';
import deDE from './mail/de-DE.json';
import enUS from './mail/en-US.json';
import esES from './mail/es-ES.json';
import filPH from './mail/fil-PH.json';
import frFR from './mail/fr-FR.json';
import idID from './mail/id-ID.json';
import itIT from './mail/it-IT.json';
import jaJP from './mail/ja-JP.json';
import koKR from './mail/ko-KR.json';
import ptBR from './mail/pt-BR.json';
import ruRU from './mail/ru-RU.json';
import zhCN from './mail/zh-CN.json';

export type AccountMailKind = keyof typeof enUS;
export interface AccountMail {
  subject: string;
  text: string;
}

/** The accounts' mails in every interface language: short plain text, each with the one link it is about ({url}). */
export const ACCOUNT_MAIL_TEXTS: Record<Locale, Record<AccountMailKind, AccountMail>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'es-ES': esES,
  'fr-FR': frFR,
  'de-DE': deDE,
  'pt-BR': ptBR,
  'it-IT': itIT,
  'id-ID': idID,
  'fil-PH': filPH,
  'ru-RU': ruRU,
  'ja-JP': jaJP,
  'ko-KR': koKR,
};

/** One mail in the reader's language, its link in place. */
export function accountMail(kind: AccountMailKind, url: string, locale: Locale = 'en-US'): AccountMail {
  const { subject, text } = ACCOUNT_MAIL_TEXTS[locale][kind];
  return { subject, text: text.replace('{url}', url) };
}
