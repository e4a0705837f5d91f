import type { Envelope } from '@shop/contract';

/** A successful envelope. */
export function ok<T>(data: T, msg = 'Success'): Envelope<T> {
  return { response: true, msg, data };
}

/** A refusal with a real HTTP status; the error handler turns it into `{ response: false, msg, data: null }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const unauthorized = (msg = 'Please log in to continue.') => new HttpError(401, msg);
export const forbidden = (msg = 'You are not allowed to do this.') => new HttpError(403, msg);
export const notFound = (msg: string) => new HttpError(404, msg);
export const conflict = (msg: string, extra: Record<string, unknown> = {}) => new HttpError(409, msg, extra);
export const tooMany = (msg: string) => new HttpError(429, msg);
