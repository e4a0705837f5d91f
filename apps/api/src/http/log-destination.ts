import pino from 'pino';

/** How long a log line may wait in the buffer at most. */
export const LOG_FLUSH_MS = 1000;

/**
 * Where a production server's log lines go: standard output, written in batches of about 4 KB (and at least once a
 * second) instead of one write per line. Each write hands a buffer to the file system from the event loop, which cost
 * the catalogue calls about a tenth of their CPU time with one line per ten requests; batched, the lines cost little.
 * The buffer is written out when the server closes and when the process exits, crash included; only a process killed
 * outright (SIGKILL) can lose up to a second of lines.
 */
export function batchedStdout() {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: LOG_FLUSH_MS });
}
