import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps what it receives (reset codes, welcome mails…).
 * Server tests pass its `url` to startTestApp; black-box tests (test/support/smtp.ts) to startShop.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpReceiver {
  url: string;
  mails: ReceivedMail[];
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** `port`: listen where a shop already points its SMTP_URL (an SMTP server coming back). */
export async function startSmtp(options: { port?: number } = {}): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('no matching mail arrived');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail's readable text: quoted-printable undone, and every long base64 block decoded and added. */
export function mailText(raw: string): string {
  let text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  for (const block of raw.match(/(?:^[A-Za-z0-9+/=]{40,}\r?\n)+/gm) ?? [])
    text += Buffer.from(block.replace(/\s/g, ''), 'base64').toString('utf8');
  return text;
}

/** The 6-digit code of a reset mail (quoted-printable or base64 bodies). */
export function findResetCode(raw: string): string {
  const text = mailText(raw);
  const match = text.match(/letter-spacing[^>]*>\s*(\d{6})\s*</) ?? text.match(/\b(\d{6})\b/);
  if (!match) throw new Error('no code in mail');
  return match[1];
}
