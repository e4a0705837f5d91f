import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, isAdminPath } from '@shop/contract/calls';
import { securityLog } from '../../db/schema/index.ts';
import { startPeriodic } from '../../lib/periodic.ts';

/**
 * The security log (decision 211): login, back-office and payment events, as rows in the shop's database, kept
 * SECURITY_LOG_DAYS days as CERT-In's directions of 28 April 2022 ask of every service provider, then removed. In the
 * database rather than a file, so replicas without a disk of their own keep them, and backups hold them.
 */
export const SECURITY_LOG_DAYS = 180;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Calls whose every request is a login, account-security or payment event (besides the whole back office). */
const securityPaths = new Set<string>(
  [
    calls.register,
    calls.passwordLogin,
    calls.requestLoginCode,
    calls.codeLogin,
    calls.logout,
    calls.deleteAccount,
    calls.confirmEmail,
    calls.accountSecurity,
    calls.changePassword,
    calls.endSession,
    calls.logoutEverywhere,
    calls.placeOrder,
    calls.cancelOrder,
  ].map((call) => call.path),
);

/** Whether a request is one the access log writes whatever its sample, and the security log keeps. */
export function isSecurityRequest(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  return pattern !== undefined && (securityPaths.has(pattern) || isAdminPath(pattern));
}

export type SecurityEvent = { event: string; memberId?: number | null; ip?: string | null; requestId?: string | null; detail?: Record<string, unknown> };

export type SecurityLog = {
  /** Writes one row, without holding up the caller (who may be inside a transaction); a failure is logged. */
  record: (entry: SecurityEvent) => void;
  /** Resolves once every row asked for so far is written (or failed). */
  settled: () => Promise<void>;
  /** Removes the rows older than SECURITY_LOG_DAYS; returns how many. */
  prune: () => Promise<number>;
};

/**
 * The app's security log: records rows, writes one for every security request once answered, and prunes at start and
 * hourly. Each process prunes; two deleting the same old rows at once is harmless.
 */
export function startSecurityLog(app: FastifyInstance): SecurityLog {
  const pending = new Set<Promise<void>>();
  const record = (entry: SecurityEvent) => {
    const write = app.db
      .insert(securityLog)
      .values({ event: entry.event, memberId: entry.memberId ?? null, ip: entry.ip ?? null, requestId: entry.requestId ?? null, detail: entry.detail ?? {} })
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err, securityEvent: entry.event }, 'security log: a row was not written'),
      )
      .finally(() => pending.delete(write));
    pending.add(write);
  };
  const settled = async () => {
    while (pending.size) await Promise.all(pending);
  };
  const pruning = startPeriodic({
    intervalMs: PRUNE_INTERVAL_MS,
    task: async () => {
      const removed = await app.db
        .delete(securityLog)
        .where(lt(securityLog.at, sql`now() - make_interval(days => ${SECURITY_LOG_DAYS})`))
        .returning({ id: securityLog.id });
      if (removed.length) app.log.info(`security log: ${removed.length} rows older than ${SECURITY_LOG_DAYS} days removed`);
      return removed.length;
    },
    fallback: 0,
    onError: (err) => app.log.error({ err }, 'security log: pruning failed'),
  });

  app.addHook('onResponse', (request, reply, done) => {
    if (isSecurityRequest(request)) {
      record({
        event: 'request',
        memberId: request.member?.id ?? null,
        ip: request.ip,
        requestId: request.id,
        detail: {
          method: request.method,
          route: request.routeOptions.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          userAgent: String(request.headers['user-agent'] ?? '').slice(0, 200),
        },
      });
    }
    done();
  });
  app.addHook('onReady', async () => {
    void pruning.runOnce();
  });
  app.addHook('preClose', async () => {
    await pruning.stop();
  });
  return { record, settled, prune: pruning.runOnce };
}
