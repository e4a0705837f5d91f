import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A request answered after this long is always logged, as slow. */
export const SLOW_REQUEST_MS = 1000;

/** Requests already drawn for the sample before Fastify saw them (early-replies.ts): they are logged. */
export const drawnForTheLog = new WeakSet<IncomingMessage>();

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
      : status >= 400 || sample >= 1 || drawnForTheLog.has(request.raw) || (sample > 0 && Math.random() < sample) || always(request) ? 'info'
      : undefined;
    if (level !== undefined) request.log[level]({ req: request, res: { statusCode: status }, responseTime }, 'request completed');
    done();
  });
}
