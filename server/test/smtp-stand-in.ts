import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and body), dot-unstuffed. */
  data: string;
}

export interface SmtpStandIn {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `to` that arrives (or has arrived). */
  mailTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * A small SMTP server for tests: it speaks enough of RFC 5321 (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) for a real
 * client (nodemailer) to deliver to it, and keeps what it received.
 */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  const deliver = (mail: ReceivedMail) => {
    mails.push(mail);
    for (const w of [...waiters]) {
      if (mail.to.includes(w.to)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(mail);
      }
    }
  };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(line + '\r\n');
    reply('220 koko-test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          deliver(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          socket.write('250-koko-test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        } else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          mail.to.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          mail = { from: '', to: [], data: '' };
          reply('250 ok');
        } else if (verb === 'NOOP') {
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else {
          reply('502 5.5.2 not implemented');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailTo(to, timeoutMs = 10_000) {
      const found = mails.find((m) => m.to.includes(to));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ to, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The first link to this server's `path` in a mail (quoted-printable soft breaks undone). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const text = mail.data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s]*${path.replace(/[/?]/g, (c) => `\\${c}`)}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text.slice(0, 500)}`);
  return match[0];
}

/** A mail's body as its reader sees it: quoted-printable or base64 undone, as UTF-8. */
export function bodyText(mail: ReceivedMail): string {
  const split = mail.data.search(/\r?\n\r?\n/);
  const head = mail.data.slice(0, split);
  const body = mail.data.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
      if (hex) {
        bytes.push(parseInt(hex[0], 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}
