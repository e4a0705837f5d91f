import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { m, said } from '@shop/contract/text';
import { envelopeOf, HttpError, type Message } from './reply.ts';

type Issue = { keyword?: string; instancePath?: string; message?: string; params?: { input?: unknown; expected?: string } };

/**
 * One clear sentence for the first problem of a request. Contract schemas carry full sentences ('Pid must be a
 * number.'); zod's own defaults are turned into one that names the field.
 */
export function describeValidation(issues: Issue[], context?: string): Message {
  const first = issues[0] ?? {};
  const field = first.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '';
  const message = first.message ?? '';
  if (/[.!?]$/.test(message) && !message.startsWith('Invalid input')) return message;
  const name = field || (context === 'body' ? 'The request body' : 'The request');
  if (first.keyword === 'invalid_type' && first.params?.input === undefined) return m`${name} is required.`;
  if (first.keyword === 'invalid_type') return first.params?.expected === 'object' ? m`${name} must be an object.` : m`${name} must be a ${first.params?.expected ?? 'valid value'}.`;
  if (first.keyword === 'unrecognized_keys') return m`${name} has fields this call does not take.`;
  return m`${name}: ${message.replace(/\.$/, '')}.`;
}

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Please send the body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length.',
  FST_ERR_RATE_LIMIT_EXCEEDED: 'Too many requests. Please wait a moment and try again.',
};

/**
 * The database had no connection to give within its connect timeout (every one busy), or cut a statement that ran
 * past its statement timeout: the shop is overloaded, not broken, so the call is answered 503.
 */
function isDatabaseBusy(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { message, code } = e as { message?: string; code?: string };
    if (code === '57014' || message === 'timeout exceeded when trying to connect' || message === 'Connection terminated due to connection timeout') return true;
  }
  return false;
}

/** Every failure becomes the envelope `{ response: false, msg, data: null }` with a real status; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(envelopeOf({ response: false, data: null, ...error.extra }, error.text));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(envelopeOf({ response: false, data: null }, describeValidation(error.validation as Issue[], error.validationContext)));
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      return reply.status(503).send({ response: false, msg: 'The shop is busy right now. Please try again in a moment.', data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ response: false, msg: 'An unexpected error occurred.', data: null });
    }
    let msg = frameworkMessages[error.code];
    if (!msg && status === 400 && /JSON/.test(error.message)) msg = 'The request body is not valid JSON.';
    if (!msg && status === 429) msg = frameworkMessages.FST_ERR_RATE_LIMIT_EXCEEDED;
    return reply.status(status).send({ response: false, msg: msg ?? said`The request is invalid.`, data: null });
  });
}
