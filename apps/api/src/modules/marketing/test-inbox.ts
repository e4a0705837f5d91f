import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; raw: string };

function decodePart(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The subject and the text and HTML parts of a raw MIME message (enough for the mails this shop sends). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  const subject = subjectLine
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodePart(data.replace(/_/g, ' '), 'quoted-printable'),
    )
    .replace(/\?=\s+=\?/g, '');
  const parts: Record<string, string> = {};
  for (const type of ['text/plain', 'text/html']) {
    const match = new RegExp(`Content-Type: ${type}[^\\r\\n]*\\r?\\n((?:[^\\r\\n]+\\r?\\n)*)\\r?\\n([\\s\\S]*?)(?:\\r?\\n--|$)`, 'i').exec(raw);
    if (match) parts[type] = decodePart(match[2], /Content-Transfer-Encoding: (\S+)/i.exec(match[1])?.[1] ?? '');
  }
  return { to, subject, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '', raw };
}

/** A real SMTP server on a random port that keeps every mail it receives, for tests. */
export async function startInbox() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The mails sent to one address. */
    to: (address: string) => mails.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Inbox = Awaited<ReturnType<typeof startInbox>>;
