import { readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { maskAddress } from '../../http/log-serializers.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A login code, named in the development log line so a person trying the shop locally can log in. */
  devCode?: string;
  /** Files sent with the mail (the tax invoice with the delivered mail), made when the mail is sent. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Removes the outbox's .eml files older than keepDays (they may hold login codes). */
function pruneOutbox(outbox: string, keepDays: number) {
  let names: string[];
  try {
    names = readdirSync(outbox);
  } catch {
    return;
  }
  const before = Date.now() - keepDays * DAY_MS;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = join(outbox, name);
    try {
      if (statSync(file).mtimeMs < before) rmSync(file, { force: true });
    } catch {
      // Removed meanwhile by another process sharing the folder.
    }
  }
}

/**
 * Real SMTP when SMTP_URL is set; otherwise the development outbox: each mail becomes an .eml file under
 * DATA_DIR/outbox and one log line names its subject (and, outside production, any login code). Outbox files older
 * than outboxKeepDays are removed at start and then at most once an hour, before a mail is written.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; env: string; log: FastifyBaseLogger; outboxKeepDays?: number }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (mail) => {
        // A structured recipient: nodemailer never parses it, so no display name or second address can hide in it.
        await transport.sendMail({ from: opts.from, to: { name: '', address: mail.to }, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
      },
      close: () => transport.close(),
    };
  }
  const inMemory = opts.dataDir.startsWith('memory://');
  const outbox = inMemory ? null : join(resolve(opts.dataDir), 'outbox');
  const keepDays = opts.outboxKeepDays ?? 7;
  let prunedAt = Date.now();
  if (outbox) pruneOutbox(outbox, keepDays);
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await stream.sendMail({ from: opts.from, to: { name: '', address: mail.to }, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
      let file: string | undefined;
      if (outbox) {
        if (Date.now() - prunedAt >= HOUR_MS) {
          prunedAt = Date.now();
          pruneOutbox(outbox, keepDays);
        }
        await mkdir(outbox, { recursive: true });
        file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}.eml`);
        await writeFile(file, info.message as Buffer);
      }
      const code = mail.devCode && opts.env !== 'production' ? ` (code ${mail.devCode})` : '';
      // A production log names no address (nor code); on a developer's machine both help to try the shop.
      const to = opts.env === 'production' ? maskAddress(mail.to) : mail.to;
      opts.log.info({ file }, `mail to ${to}: ${mail.subject}${code}`);
    },
    close: () => stream.close(),
  };
}
