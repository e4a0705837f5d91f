import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from './mailer.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-outbox-'));
const outbox = join(dataDir, 'outbox');
const quiet = { info: () => {} } as unknown as FastifyBaseLogger;
const DAY = 24 * 60 * 60 * 1000;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

function mailFile(name: string, ageDays: number) {
  mkdirSync(outbox, { recursive: true });
  const file = join(outbox, name);
  writeFileSync(file, 'Subject: old\n\nYour login code is 123456');
  const when = new Date(Date.now() - ageDays * DAY);
  utimesSync(file, when, when);
}

describe('the file outbox keeps login codes only for a few days', () => {
  it('removes .eml files older than OUTBOX_KEEP_DAYS when it opens, and nothing else', async () => {
    mailFile('old.eml', 8);
    mailFile('recent.eml', 6);
    mailFile('notes.txt', 30);
    const mailer = createMailer({ from: 'shop@example.com', dataDir, env: 'test', log: quiet, outboxKeepDays: 7 });
    expect(readdirSync(outbox).sort()).toEqual(['notes.txt', 'recent.eml']);
    mailer.close();
  });

  it('removes them again while running, on a later mail', async () => {
    const mailer = createMailer({ from: 'shop@example.com', dataDir, env: 'test', log: quiet, outboxKeepDays: 7 });
    await mailer.send({ to: 'asha@example.com', subject: 'Your code', text: 'code 111111' });
    const first = readdirSync(outbox).filter((f) => f.endsWith('.eml') && f !== 'recent.eml');
    expect(first).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * DAY);
    await mailer.send({ to: 'asha@example.com', subject: 'Your code', text: 'code 222222' });
    const left = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(left).toHaveLength(1);
    expect(left).not.toContain(first[0]);
    expect(left).not.toContain('recent.eml');
    mailer.close();
  });
});
