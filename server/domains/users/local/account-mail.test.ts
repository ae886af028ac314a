import { LOCALES } from '@/lib/i18n/locales';
import { ACCOUNT_MAIL_TEXTS, accountMail } from './account-mail';

describe('account mails', () => {
  const kinds = Object.keys(ACCOUNT_MAIL_TEXTS['en-US']);

  it.each(LOCALES)('%s has every mail, each with its one link', (locale) => {
    expect(Object.keys(ACCOUNT_MAIL_TEXTS[locale]).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) {
      const mail = ACCOUNT_MAIL_TEXTS[locale][kind as keyof (typeof ACCOUNT_MAIL_TEXTS)['en-US']];
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.text.split('{url}')).toHaveLength(2);
      if (locale !== 'en-US') expect(mail.text).not.toBe(ACCOUNT_MAIL_TEXTS['en-US'][kind as 'verify'].text);
    }
  });

  it('puts the link in, in the reader language', () => {
    const mail = accountMail('reset', 'https://koko.example/reset-password?token=abc', 'fr-FR');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe KOKO');
    expect(mail.text).toContain('\nhttps://koko.example/reset-password?token=abc\n');
    expect(mail.text).not.toContain('{url}');
    expect(accountMail('invite', 'u').subject).toBe('You are invited to KOKO');
  });
});
