import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../http/security-headers.ts';
import { msgText } from '../http/reply.ts';
import { languageOf, translate } from './translate.ts';

/**
 * Every API reply's `msg` in the language the request asks for (Accept-Language, decisions 143, 283). The modules
 * write English, the spec's texts, and carry a message with values as a Text beside it (http/reply.ts); before the
 * envelope is serialized, a Hindi request's `msg` is made from that Text, or looked up as its own id. English
 * replies pass untouched. Replies say their language (Content-Language) and that it follows the request's (Vary).
 */
export function registerMessageLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    if (!payload || typeof payload !== 'object' || typeof (payload as { msg?: unknown }).msg !== 'string') return done(null, payload);
    const language = languageOf(request.headers['accept-language']);
    if (language === 'en' || !isApiPath(request.url)) return done(null, payload);
    const envelope = payload as { msg: string; [msgText]?: Parameters<typeof translate>[0] };
    return done(null, { ...envelope, msg: translate(envelope[msgText] ?? envelope.msg, language) });
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isApiPath(request.url)) return done(null, payload);
    reply.header('content-language', languageOf(request.headers['accept-language']));
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-language');
    else if (!/accept-language/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-language`);
    return done(null, payload);
  });
}
