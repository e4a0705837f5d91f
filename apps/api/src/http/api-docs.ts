import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { errorEnvelope } from '@shop/contract';
import { isAdminPath } from '@shop/contract/calls';
import { routes, type RefusalStatus, type Route } from '@shop/contract/routes';

/**
 * The API document split in two: visitors at /docs see the shopper calls only; the back office's calls are described
 * at GET /api/admin/openapi.json, for admins only. Every operation is completed here, from its route's settings and
 * its line in the contract's route table: operation id (the line's name), summary, security, and every refusal the
 * server can answer.
 */

/** Every tag a route uses, with what it groups. */
const tagDescriptions: Record<string, string> = {
  company: "The shop's own details.",
  catalogue: 'Categories, products, banners and search.',
  addresses: 'States and cities, and the member\'s delivery addresses.',
  account: 'Sign-up, login, logout and the member\'s account settings.',
  cart: 'The member\'s cart and its coupon.',
  checkout: 'Delivery options, order review and placing the order.',
  orders: 'The member\'s orders.',
  delivery: 'Where the shop delivers (pin codes) and its delivery slots.',
  newsletter: 'Newsletter subscription with double opt-in.',
  contact: 'Messages to the shop.',
  admin: 'The back office: who is signed in, the dashboard and the audit log.',
  'admin: products': 'The back office: products and their stock.',
  'admin: catalogue': 'The back office: categories.',
  'admin: storefront': 'The back office: banners and company details.',
  'admin: orders': 'The back office: orders and their status.',
  'admin: delivery': 'The back office: where and when the shop delivers (areas, charges, slots, closed days) and picking lists.',
  'admin: coupons': 'The back office: coupons and their uses.',
  'admin: members': 'The back office: member accounts.',
  'admin: messages': 'The back office: contact messages.',
  'admin: newsletter': 'The back office: newsletter subscribers.',
  'admin: pictures': 'The back office: picture uploads.',
  'admin: reviews': 'The back office: shoppers\' reviews waiting to be approved or rejected.',
};

type Status = RefusalStatus | 500;

const refusalDescriptions: Record<Status, string> = {
  400: 'The request is invalid (a field is missing or wrong, the body is not JSON, or text holds a NUL character); msg says which.',
  401: 'No valid token: it is missing, or the session has ended (for a login: the credentials are wrong).',
  403: 'The caller is not allowed to do this (a member calling the back office, a wrong password, another member\'s quote).',
  404: 'What the request names does not exist.',
  409: 'The request clashes with the current state (stock, a limit, or a change made meanwhile); msg says how.',
  413: 'The request body is too large.',
  415: 'The body is not of a type this call reads (JSON, or a picture for uploads).',
  429: 'Too many requests from this client or for this account: wait a moment and try again.',
  500: 'An unexpected error occurred.',
  503: 'The shop is busy (every database connection is in use) or a mail could not be sent: try again in a moment.',
};

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Each call's name and line of the route table, by "METHOD path". */
const routeByKey = new Map<string, { name: string; route: Route }>(Object.entries(routes).map(([name, route]) => [`${route.method} ${route.path}`, { name, route }]));

/** True when the route answers 401 without a bearer token: a member's call of the route table, or the back office. */
function needsToken(route: Pick<RouteOptions, 'url' | 'method'>): boolean {
  return isAdminPath(route.url) || routeByKey.get(`${String(route.method)} ${route.url}`)?.route.auth === 'member';
}

type RouteSchema = { hide?: boolean; params?: unknown; produces?: string[]; response?: Record<string, unknown> } & Record<string, unknown>;

/**
 * The refusals a route can answer. Every call: 400 (the query of any call is checked for NUL characters), 500, and
 * 503 (every call reaches the database, whose exhausted pool answers 503). From the route: 401 with a token, 403 in
 * the back office, 404 with path parameters, 413/415 for methods with a body, 429 with a rate limit; the rest from
 * the route table.
 */
function refusalsOf(route: RouteOptions, refusals: RefusalStatus[] = []): Status[] {
  const method = String(route.method);
  const schema = (route.schema ?? {}) as RouteSchema;
  const statuses = new Set<Status>([400, 500, 503, ...refusals]);
  if (needsToken(route)) statuses.add(401);
  if (isAdminPath(route.url)) statuses.add(403);
  if (schema.params) statuses.add(404);
  if (bodyMethods.has(method)) [413, 415].forEach((s) => statuses.add(s as Status));
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Adds operation id, summary, security and refusals to a route's schema, then turns its zod schemas into JSON Schema. */
const documentOperation: SwaggerTransform = (input) => {
  const schema = input.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return jsonSchemaTransform(input as never);
  const { route, url } = input;
  const method = String(route.method);
  const line = routeByKey.get(`${method} ${url}`);
  const notes = line?.route;
  const response: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(schema.response ?? {})) {
    response[status] = { description: 'The call succeeded.', content: { [schema.produces?.[0] ?? 'application/json']: { schema: body } } };
  }
  for (const status of refusalsOf(route, notes?.refusals)) {
    const body: ZodType = notes?.refusalBodies?.[status as RefusalStatus] ?? errorEnvelope;
    response[status] = { description: refusalDescriptions[status], content: { 'application/json': { schema: body } } };
  }
  const documented = {
    ...schema,
    ...(line && { operationId: line.name, summary: line.route.summary }),
    security: needsToken(route) ? [{ bearerAuth: [] }] : [],
    response,
  };
  const transformed = jsonSchemaTransform({ ...input, schema: documented } as never);
  if (!notes?.revalidates) return transformed;
  const notModified = { type: 'null', description: 'Not modified: the reply named by If-None-Match (its ETag) is still current.' };
  return { ...transformed, schema: { ...transformed.schema, response: { ...(transformed.schema.response as object), 304: notModified } } };
};

type Schema = Record<string, unknown>;
type Response = { content?: Record<string, { schema?: Schema }> };
type Operation = { tags?: string[]; responses?: Record<string, Response> };
type Document = { paths?: Record<string, Record<string, Operation>>; tags?: { name: string }[]; info?: Record<string, unknown>; components?: { schemas?: Schema } };

/**
 * The plain refusal `{ response: false, msg, data: null }` written once under components and referred to by every
 * refusal that is just that (the 500 of any operation is always the plain one).
 */
const shareRefusal: SwaggerTransformObject = (documentObject) => {
  const document = ('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject) as Document;
  const media = Object.values(document.paths ?? {}).flatMap((operations) =>
    Object.values(operations).flatMap((operation) => Object.entries(operation.responses ?? {}).filter(([status]) => !status.startsWith('2')).map(([, reply]) => reply.content?.['application/json'])),
  );
  const plain = Object.values(document.paths ?? {}).flatMap((operations) => Object.values(operations)).find((operation) => operation.responses?.['500'])?.responses?.['500'].content?.['application/json']?.schema;
  if (!plain) return document as never;
  const text = JSON.stringify(plain);
  for (const m of media) if (m?.schema && JSON.stringify(m.schema) === text) m.schema = { $ref: '#/components/schemas/Refusal' };
  return { ...document, components: { ...document.components, schemas: { ...document.components?.schemas, Refusal: plain } } } as never;
};

/** The document with only the paths kept, and only the tags they still use. */
function withPaths<T extends object>(whole: T, keep: (path: string) => boolean): T {
  const document = whole as Document;
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => keep(path)));
  const used = new Set(Object.values(paths).flatMap((operations) => Object.values(operations).flatMap((op) => op?.tags ?? [])));
  return { ...document, paths, ...(document.tags && { tags: document.tags.filter((t) => used.has(t.name)) }) } as T;
}

export const shopperDocument = <T extends object>(document: T): T => withPaths(document, (path) => !isAdminPath(path));

export const adminDocument = <T extends object>(document: T): T => ({
  ...withPaths(document, isAdminPath),
  info: { ...(document as Document).info, title: 'Shop back office API', description: 'The back office calls (admins only). Every reply is { response, msg, data }.' },
});

/** @fastify/swagger's settings: the document's head, its tags and token scheme, and the completion above. */
export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: { title: 'Shop API', description: "The shop's JSON API. Every reply is { response, msg, data }.", version: '1.0.0' },
    servers: [{ url: '/', description: 'This shop (the origin that serves the storefront)' }],
    tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token a login returns (POST /api/login or /api/loginwithotp).' } },
    },
  },
  transform: documentOperation,
  transformObject: shareRefusal,
};
