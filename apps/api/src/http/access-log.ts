import type { FastifyInstance, FastifyRequest } from 'fastify';

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
    const line = { req: request, res: { statusCode: status }, responseTime };
    // The error itself is logged by the error handler (errors.ts); this is the request's line.
    if (status >= 500) request.log.error(line, 'request completed');
    else if (responseTime >= SLOW_REQUEST_MS) request.log.warn(line, 'request completed');
    else if (status >= 400 || sample >= 1 || always(request) || (sample > 0 && Math.random() < sample)) request.log.info(line, 'request completed');
    done();
  });
}
