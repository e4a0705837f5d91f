import { SMTPServer } from 'smtp-server';

/** A mail as an SMTP server received it, decoded enough to read: envelope, subject, plain text and HTML parts. */
export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; html: string; raw: string };

function decodeBody(body: string, encoding: string): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    // A literal % (a link's %20) stays itself: it is escaped before the =XX bytes become %XX for decodeURIComponent.
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes);
    } catch {
      return bytes;
    }
  }
  return body;
}

function decodeHeaderWords(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047).
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** Reads the text and HTML parts of a (possibly multipart) message. */
export function parseMail(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'html'> {
  const { headers, body } = splitPart(raw);
  const out = { subject: decodeHeaderWords(headers.subject ?? ''), text: '', html: '' };
  const visit = (h: Record<string, string>, b: string) => {
    const type = h['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const chunk of b.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const part = splitPart(chunk.replace(/^\r?\n/, ''));
        visit(part.headers, part.body);
      }
      return;
    }
    const decoded = decodeBody(b, h['content-transfer-encoding'] ?? '7bit');
    if (/^text\/html/i.test(type)) out.html += decoded;
    else if (/^text\/plain/i.test(type)) out.text += decoded;
  };
  visit(headers, body);
  return out;
}

/**
 * A real SMTP server on a local port (random by default) for tests: every mail the shop sends over SMTP lands in
 * `mails` and is passed to `onMail`. `smtpUrl` is what the shop's SMTP_URL setting takes.
 */
export async function startSmtpSink(opts: { port?: number; onMail?: (mail: ReceivedMail) => void } = {}) {
  const port = opts.port ?? 0;
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) };
        mails.push(mail);
        opts.onMail?.(mail);
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    smtpUrl: `smtp://127.0.0.1:${actualPort}`,
    mails,
    /** Resolves with the first mail (received or still to come) that matches, or fails after `timeoutMs`. */
    async waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching mail within ${timeoutMs} ms (received: ${mails.map((m) => m.subject).join('; ') || 'none'})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
