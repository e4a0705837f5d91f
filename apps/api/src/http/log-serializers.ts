/**
 * What request and error log lines may say: a URL's query values under sensitive keys (login addresses, codes,
 * link tokens, passwords) are masked, and a failed statement's parameters (e-mails, password hashes, addresses) and a
 * database error's detail (it quotes the clashing value) are left out.
 */

const SENSITIVE_KEYS = new Set(['username', 'email', 'otp', 'token', 'code', 'password']);
const MASK = '[masked]';

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL with every sensitive query value masked, however its key is spelt or encoded (`user%6Eame`, `Email`). */
export function maskUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const [query, fragment] = url.slice(at + 1).split('#', 2);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    return SENSITIVE_KEYS.has(decodedKey(key)) && eq >= 0 ? `${key}=${MASK}` : part;
  });
  return `${url.slice(0, at)}?${parts.join('&')}${fragment === undefined ? '' : `#${fragment}`}`;
}

/** An address as a log line may name it on a production server: first letter and domain (`a***@example.in`). */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 1 ? MASK : `${address[0]}***${address.slice(at)}`;
}

type LoggedRequest = { method?: string; url?: string; headers: { host?: string }; ip?: string; socket?: { remoteAddress?: string } };

/** Fastify's own request fields, with the URL's secrets masked (Fastify passes its request, which has ip). */
export const serializeRequest = (req: LoggedRequest) => ({
  method: req.method,
  url: maskUrl(req.url ?? ''),
  host: req.headers.host,
  remoteAddress: req.ip ?? req.socket?.remoteAddress,
});

/** A failed statement's message and stack end in `params: ...` (Drizzle): everything from there to the stack frames goes. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${MASK}`);

/** Error fields worth logging; `params`, `parameters`, `detail` (values) and any other field are left out. */
const KEPT = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine', 'query'] as const;

/** An error for the log: type, message and stack without parameters, the safe fields above, and its cause likewise. */
type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (typeof err !== 'object' || err === null) return { type: typeof err, message: String(err), stack: '' };
  const e = err as Error & Record<string, unknown>;
  const out: LoggedError = {
    type: e.constructor?.name ?? 'Error',
    message: typeof e.message === 'string' ? withoutParams(e.message) : '',
    stack: typeof e.stack === 'string' ? withoutParams(e.stack) : '',
  };
  for (const key of KEPT) if (e[key] !== undefined && typeof e[key] !== 'object') out[key] = e[key];
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
