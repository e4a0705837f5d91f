import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../http/security-headers.ts';
import { languageOf, translate } from './translate.ts';

/** The start of every envelope as the serializers write it: `{"response":…,"msg":"…"`. */
const envelopeStart = /^\{"response":(?:true|false),"msg":("(?:[^"\\]|\\.)*")/;

/**
 * Every API reply's `msg` in the language the request asks for (Accept-Language, decision 143), in this one step:
 * the modules keep writing English, the spec's texts, and a client that does not ask for Hindi gets them exactly.
 * Replies say their language (Content-Language) and that it follows the request's (Vary). A body that is not a
 * string (a kept catalogue reply, already in its language; a file) passes as it is.
 */
export function registerMessageLanguage(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isApiPath(request.url)) return done(null, payload);
    const language = languageOf(request.headers['accept-language']);
    reply.header('content-language', language);
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-language');
    else if (!/accept-language/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-language`);
    if (language === 'en' || typeof payload !== 'string') return done(null, payload);
    const start = envelopeStart.exec(payload);
    if (!start) return done(null, payload);
    const msg = JSON.parse(start[1]) as string;
    const translated = translate(msg, language);
    if (translated === msg) return done(null, payload);
    const index = start[0].length - start[1].length;
    return done(null, payload.slice(0, index) + JSON.stringify(translated) + payload.slice(start[0].length));
  });
}
