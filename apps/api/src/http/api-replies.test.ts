import { Ajv } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema/index.ts';
import { signIn } from '../test/admin-support.ts';
import { addToCart, newShopper, placeOrder, productWith, saveOrder } from '../test/shop.ts';
import { call, createTestApp } from '../test/test-app.ts';

/** The replies the server really sends, refusals included, match the schemas the API documents give for their status. */
const app = await createTestApp();
afterAll(() => app.close());
const people = await signIn(app);

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components: object };

const shopper = (await call<Document>(app, 'GET', '/docs/json')).body;
const backOffice = (await call<Document>(app, 'GET', '/api/admin/openapi.json', { token: people.admin.token })).body;
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });

/** The reply body checked against the schema its document gives the operation for that status. */
function expectDocumented(document: Document, method: string, path: string, res: { status: number; body: unknown }) {
  const operation = document.paths[path]?.[method.toLowerCase()];
  expect(operation, `${method} ${path} is documented`).toBeDefined();
  const schema = operation.responses[String(res.status)]?.content?.['application/json']?.schema;
  expect(schema, `${method} ${path} documents its ${res.status}`).toBeDefined();
  const validate = ajv.compile({ ...schema, components: document.components });
  expect(validate(res.body) ? [] : validate.errors, JSON.stringify(res.body)).toEqual([]);
}

describe('replies match the API documents', () => {
  it('200: a catalogue reply and a member reply', async () => {
    const product = await call(app, 'GET', '/api/productdetails?Pid=1');
    expect(product.status).toBe(200);
    expectDocumented(shopper, 'GET', '/api/productdetails', product);
    const cart = await call(app, 'GET', '/api/cartdetails', { token: people.member.token });
    expect(cart.status).toBe(200);
    expectDocumented(shopper, 'GET', '/api/cartdetails', cart);
  });

  it('400: a query that fails validation, and a NUL character in the query of a call that takes none', async () => {
    const invalid = await call(app, 'GET', '/api/productdetails?Pid=abc');
    expect(invalid.status).toBe(400);
    expectDocumented(shopper, 'GET', '/api/productdetails', invalid);
    const nul = await call(app, 'GET', '/api/companydetails?x=%00');
    expect(nul.status).toBe(400);
    expectDocumented(shopper, 'GET', '/api/companydetails', nul);
  });

  it('401 without a token, 403 for a member in the back office', async () => {
    const visitor = await call(app, 'GET', '/api/cartdetails');
    expect(visitor.status).toBe(401);
    expectDocumented(shopper, 'GET', '/api/cartdetails', visitor);
    const member = await call(app, 'GET', '/api/admin/orders', { token: people.member.token });
    expect(member.status).toBe(403);
    expectDocumented(backOffice, 'GET', '/api/admin/orders', member);
  });

  it('404: a product and a back office order that do not exist', async () => {
    const product = await call(app, 'GET', '/api/productdetails?Pid=999999');
    expect(product.status).toBe(404);
    expectDocumented(shopper, 'GET', '/api/productdetails', product);
    const order = await call(app, 'GET', '/api/admin/orders/999999', { token: people.admin.token });
    expect(order.status).toBe(404);
    expectDocumented(backOffice, 'GET', '/api/admin/orders/{id}', order);
  });

  it('200: signing up with an address that has an account answers as a new sign-up does', async () => {
    const password = 'a-long-enough-password-7';
    const res = await call(app, 'POST', '/api/memberregistraion', {
      body: { Firstname: 'Asha', Lastname: 'Again', Email: 'asha@annapurna.example', Pincode: '560001', Password: password, ConfirmPassword: password },
    });
    expect(res.status).toBe(200);
    expectDocumented(shopper, 'POST', '/api/memberregistraion', res);
  });

  it('409: reviewing a third UPI order while two wait for their payment', async () => {
    const buyer = await newShopper(app);
    const product = await productWith(app, { stock: 10 });
    for (let i = 0; i < 3; i++) {
      expect((await addToCart(app, buyer, product.id, 1)).status).toBe(200);
      const quote = await call(app, 'GET', '/api/placeorder?did=2&saddid=0&pay=upi', { token: buyer.token });
      if (i < 2) expect((await saveOrder(app, buyer, quote.body)).status).toBe(200);
      else {
        expect(quote.status).toBe(409);
        expectDocumented(shopper, 'GET', '/api/placeorder', quote);
      }
    }
  });

  it('409 with the products that ran short: an order placed after its stock was sold', async () => {
    const buyer = await newShopper(app);
    const product = await productWith(app, { stock: 10 });
    expect((await addToCart(app, buyer, product.id, 2)).status).toBe(200);
    const quote = await placeOrder(app, buyer, 2);
    expect(quote.status).toBe(200);
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    const res = await saveOrder(app, buyer, quote.body);
    expect(res.status).toBe(409);
    expect(res.body.products).toEqual([{ pid: product.id, ProductName: product.name, available: 0 }]);
    expectDocumented(shopper, 'POST', '/api/ordersave', res);
  });

  it('415 and 413: a body that is not JSON, and one over the size limit', async () => {
    const text = await call(app, 'POST', '/api/contact', { payload: 'hello', headers: { 'content-type': 'text/plain' }, from: '203.0.113.7' });
    expect(text.status).toBe(415);
    expectDocumented(shopper, 'POST', '/api/contact', text);
    const large = await call(app, 'POST', '/api/contact', { payload: JSON.stringify({ message: 'x'.repeat(70 * 1024) }), headers: { 'content-type': 'application/json' }, from: '203.0.113.8' });
    expect(large.status).toBe(413);
    expectDocumented(shopper, 'POST', '/api/contact', large);
  });

  it('429: a client past the rate limit of the contact form', async () => {
    let res = await call(app, 'POST', '/api/contact', { body: {}, from: '203.0.113.9' });
    for (let i = 0; i < 10 && res.status !== 429; i++) res = await call(app, 'POST', '/api/contact', { body: {}, from: '203.0.113.9' });
    expect(res.status).toBe(429);
    expectDocumented(shopper, 'POST', '/api/contact', res);
  });

  it('304: every call documented with it answers a repeated request that sends its ETag back with 304', async () => {
    const revalidating = Object.entries(shopper.paths).filter(([, operations]) => operations.get?.responses['304']);
    expect(revalidating.map(([path]) => path)).toContain('/api/product');
    for (const [path] of revalidating) {
      const url = path === '/api/productdetails' ? `${path}?Pid=1` : path;
      const first = await app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('a reply that breaks the documented schema is caught', () => {
    expect(() => expectDocumented(shopper, 'GET', '/api/cartdetails', { status: 401, body: { response: false, msg: 'No.', data: null, stack: 'at x' } })).toThrow();
    expect(() => expectDocumented(shopper, 'GET', '/api/product', { status: 403, body: { response: false, msg: 'No.', data: null } })).toThrow();
  });
});
