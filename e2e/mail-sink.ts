import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink, type ReceivedMail } from '../apps/api/src/test/smtp-sink.ts';

/**
 * The e2e server sends its mail over SMTP to this sink (playwright.config.ts sets SMTP_URL), so journeys can read
 * what a shopper would find in their inbox, such as a login code. The sink runs in the runner process (global setup)
 * and drops each mail as a JSON file that the test workers read.
 */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1000);
const mailDir = join(tmpdir(), `shop-e2e-mail-${smtpPort}`);

/** A file of this run (emptied with the inbox at the start of every run), for what the test files share. */
export const runFile = (name: string) => join(mailDir, `${name}.run`);

export default async function startMailSink() {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let n = 0;
  const sink = await startSmtpSink({
    port: smtpPort,
    onMail: (mail) => writeFileSync(join(mailDir, `${String(++n).padStart(5, '0')}.json`), JSON.stringify(mail)),
  });
  return async () => {
    await sink.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}

/** Every mail received so far, oldest first. */
export function receivedMails(): ReceivedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as ReceivedMail);
}

/** The newest mail that matches, waiting for it to arrive. */
export async function waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receivedMails().filter(match).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching mail within ${timeoutMs} ms; received: ${receivedMails().map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ') || 'none'}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
