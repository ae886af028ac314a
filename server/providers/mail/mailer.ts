import nodemailer from 'nodemailer';

/** One mail to one person: plain text, which every client shows and no client renders into a surprise. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; the accounts' links (verification, reset) go through it when SMTP is configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…:465`. */
  smtpUrl: string;
  /** The sender, `KOKO <no-reply@example.com>`. */
  from: string;
}

/** SMTP through nodemailer: a pooled transport, STARTTLS where the server offers it (smtps:// for implicit TLS). */
export function createSmtpMailer(settings: MailSettings): Mailer {
  const transport = nodemailer.createTransport(settings.smtpUrl, { from: settings.from });
  return {
    async send(mail) {
      await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
