import type { Route } from '@shop/contract/routes';

type Schema<R extends Route> = { tags: string[]; response: { 200: R['reply'] } } & (R extends { query: infer Q } ? { querystring: Q } : unknown) &
  (R extends { body: infer B } ? { body: B } : unknown) &
  (R extends { params: infer P } ? { params: P } : unknown);

/**
 * A route's method, URL and schemas, from its line in the contract's route table, for `app.route({ ...routeOf(r),
 * handler })`: the request's query, body and params and the handler's reply are typed from the same schemas that
 * check them. Hooks, limits and the handler are the domain's own.
 */
export function routeOf<R extends Route>(route: R): { method: R['method']; url: R['path']; schema: Schema<R> } {
  const schema = {
    tags: [route.tag],
    ...(route.description && { description: route.description }),
    ...(route.query && { querystring: route.query }),
    ...(route.body && { body: route.body }),
    ...(route.params && { params: route.params }),
    ...(route.consumes && { consumes: [route.consumes] }),
    ...(route.produces && { produces: [route.produces] }),
    response: { 200: route.reply },
  };
  return { method: route.method, url: route.path, schema: schema as Schema<R> };
}
