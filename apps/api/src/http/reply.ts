import type { Envelope } from '@shop/contract';
import { said, type Text } from '@shop/contract/text';

/** A message as the modules write it: a plain English sentence (its own id), or a Text with values (decision 283). */
export type Message = string | Text;

/**
 * Where an envelope keeps the Text of its `msg`: `msg` itself is the English, which the serializer writes; a Hindi
 * reply's `msg` is made from this (i18n/replies.ts). A symbol, so no serializer ever writes it.
 */
export const msgText = Symbol('msgText');

/** An envelope whose `msg` is `message`'s English, keeping its Text for a reply in another language. */
export function envelopeOf<T extends { response: boolean; data: unknown }>({ response, data, ...rest }: T, message: Message): T & { msg: string } {
  if (typeof message === 'string') return { response, msg: message, data, ...rest } as unknown as T & { msg: string };
  return { response, msg: message.english, data, ...rest, [msgText]: message } as unknown as T & { msg: string };
}

const success = said`Success`;

/** A successful envelope. */
export function ok<T>(data: T, msg: Message = success): Envelope<T> {
  return envelopeOf({ response: true, data }, msg);
}

/** A refusal with a real HTTP status; the error handler turns it into `{ response: false, msg, data: null }`. */
export class HttpError extends Error {
  readonly text: Message;

  constructor(
    readonly statusCode: number,
    message: Message,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(String(message));
    this.text = message;
  }
}

export const badRequest = (msg: Message) => new HttpError(400, msg);
export const unauthorized = (msg: Message = 'Please log in to continue.') => new HttpError(401, msg);
export const forbidden = (msg: Message = 'You are not allowed to do this.') => new HttpError(403, msg);
export const notFound = (msg: Message) => new HttpError(404, msg);
export const conflict = (msg: Message, extra: Record<string, unknown> = {}) => new HttpError(409, msg, extra);
export const tooMany = (msg: Message) => new HttpError(429, msg);
