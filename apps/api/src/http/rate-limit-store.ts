import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Count = { current: number; ttl: number };
type Done = (error: Error | null, result?: Count) => void;

/** Counters kept longest ago are dropped first beyond this many clients per route. */
const LOCAL_KEYS = 10_000;

/** One fixed window per key: the first hit starts it, every hit counts, the window's end is reported. */
const windowScript = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/** The same fixed windows in this process's memory. */
export class LocalWindows {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();

  incr(key: string, timeWindow: number): Count {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { current: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
      if (this.windows.size > LOCAL_KEYS) this.windows.delete(this.windows.keys().next().value as string);
    }
    window.current++;
    return { current: window.current, ttl: window.endsAt - now };
  }
}

type WindowedRedis = Redis & { rateWindow: (key: string, timeWindow: number) => Promise<[number, number]> };

/**
 * A rate-limit store that counts in Redis, shared by every API process, and in this process's memory while Redis
 * does not answer: a limit then holds per process instead of not at all (the plugin's skipOnError would let every
 * request through). Keys are the plugin's own Redis keys: namespace, route, client.
 */
export function redisWithLocalFallback(redis: Redis, nameSpace: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  if (!(redis as unknown as Partial<WindowedRedis>).rateWindow) redis.defineCommand('rateWindow', { numberOfKeys: 1, lua: windowScript });
  const windowed = redis as unknown as WindowedRedis;
  let warned = false;
  const warn = (err: unknown) => {
    if (!warned) log.warn({ err }, 'Redis does not answer: rate limits are counted in this process until it does');
    warned = true;
  };
  redis.on('error', warn);
  redis.on('ready', () => {
    warned = false;
  });

  class Store implements FastifyRateLimitStore {
    private readonly local = new LocalWindows();
    private prefix = nameSpace;

    static withPrefix(prefix: string) {
      const store = new Store();
      store.prefix = prefix;
      return store;
    }

    incr(key: string, done: Done, timeWindow: number) {
      windowed.rateWindow(this.prefix + key, timeWindow).then(
        ([current, ttl]) => done(null, { current, ttl }),
        (err: unknown) => {
          warn(err);
          done(null, this.local.incr(key, timeWindow));
        },
      );
    }

    child(routeOptions: unknown) {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return Store.withPrefix(`${this.prefix}${route.method ?? ''}${route.url ?? ''}-`);
    }
  }
  return Store as unknown as FastifyRateLimitStoreCtor;
}
