import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/** A request answered after this long is always logged, as slow. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One access log line per request, written when the reply has gone (Fastify's own two lines per request are off):
 * every failure (5xx, at error), every slow request (at warn), every refusal (4xx) and every request `always` names
 * (logins, the back office, payments: never sampled) is logged; of the other ordinary requests, the share `sample`
 * (0 to 1) is. Each line carries the request (secrets masked by the log serializers), the status and the time taken.
 */
export function registerAccessLog(app: FastifyInstance, sample: number, always: (request: FastifyRequest) => boolean) {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    // The error itself is logged by the error handler (errors.ts); this is the request's line. The sample is drawn
    // before `always` is asked: the same requests are logged, and most never need the route's pattern.
    const level =
      status >= 500 ? 'error'
      : responseTime >= SLOW_REQUEST_MS ? 'warn'
      : status >= 400 || drawn(sample) || always(request) ? 'info'
      : undefined;
    if (level !== undefined) request.log[level]({ req: request, res: { statusCode: status }, responseTime }, 'request completed');
    done();
  });
}

/** Whether an ordinary request is drawn for the log's sample. */
const drawn = (sample: number) => sample >= 1 || (sample > 0 && Math.random() < sample);

/**
 * The same line for a request answered before Fastify saw it (early-replies.ts: a kept catalogue reply, never a
 * refusal, a failure or slow, and never one `always` names): drawn by the same sample, with the same fields.
 */
export function earlyAccessLog(log: FastifyBaseLogger, sample: number, clientAddress: (req: IncomingMessage) => string | undefined) {
  return (req: IncomingMessage, reqId: string, statusCode: number, responseTime: number) => {
    if (!drawn(sample)) return;
    const request = { method: req.method, url: req.url, headers: req.headers, ip: clientAddress(req) };
    log.info({ reqId, req: request, res: { statusCode }, responseTime }, 'request completed');
  };
}
