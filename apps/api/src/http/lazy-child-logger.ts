import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Fastify gives every request a child logger bound to its id. Made with pino's child(), it cost a catalogue call about
 * a twentieth of its CPU time, for a logger most requests never use (the access log writes one ordinary request in
 * ten). This one makes the same child at its first use and hands every call to it, so a line logged is the same line.
 */
export class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}

  /** The child pino would have made for the request. */
  get real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.opts);
    return this.made;
  }

  get level(): string {
    return this.real.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  private log(method: LogMethod, args: unknown[]): void {
    (this.real[method] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent(...args: unknown[]) {
    this.log('silent', args);
  }

  child(bindings: Bindings, opts?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, opts);
  }
}

/** Fastify's childLoggerFactory: the request's child logger, made when first used. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, opts) as unknown as FastifyBaseLogger;
}
