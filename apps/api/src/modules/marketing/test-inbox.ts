import { startSmtpSink } from '../mail/smtp-sink.ts';

/**
 * A real SMTP server on a random port that keeps every mail it receives, for tests: the shared sink with the
 * address as `url` and `to(address)` for the mails sent to one address.
 */
export async function startInbox() {
  const sink = await startSmtpSink();
  return { ...sink, url: sink.smtpUrl, to: (address: string) => sink.mails.filter((m) => m.to.includes(address)) };
}
export type Inbox = Awaited<ReturnType<typeof startInbox>>;
