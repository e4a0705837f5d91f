import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { hindiCityName, hindiStateName } from '@shop/contract/india-hindi';
import { orders } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { addAddress, addToCart, newShopper, placeOrder, productWith, saveOrder, SHOPPER_PASSWORD, type Shopper } from '../../test/shop.ts';
import { renderOrderMail } from '../orders/order-mails.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

async function orderOf(s: Shopper, price = 12345) {
  const p = await productWith(app, { price, mrp: price, stock: 20, maxQty: 10 });
  await addToCart(app, s, p.id, 10);
  const { kid } = await addAddress(app, s);
  const saved = await saveOrder(app, s, (await placeOrder(app, s, 1, kid)).body);
  expect(saved.status).toBe(200);
  return { id: saved.body.data as number, tranId: saved.body.TranID as string };
}

describe('the member’s language', () => {
  it('is English by default, set by POST /api/account/language, and given in the login and account replies', async () => {
    const s = await newShopper(app);
    expect((await call(app, 'GET', '/api/account/security', { token: s.token })).body.data.Language).toBe('en');
    expect((await call(app, 'POST', '/api/account/language', { body: { language: 'hi' } })).status).toBe(401);
    const bad = await call(app, 'POST', '/api/account/language', { token: s.token, body: { language: 'fr' } });
    expect([bad.status, bad.body.msg]).toEqual([400, 'Language must be en or hi.']);
    const set = await call(app, 'POST', '/api/account/language', { token: s.token, body: { language: 'hi' }, headers: { 'accept-language': 'hi' } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ response: true, msg: 'आपकी भाषा अब हिंदी है।', data: { Language: 'hi' } });
    expect((await call(app, 'GET', '/api/account/security', { token: s.token })).body.data.Language).toBe('hi');
    const login = await call(app, 'POST', '/api/login', { body: { UserName: s.email, Password: SHOPPER_PASSWORD, RememberMe: 'false' } });
    expect(login.body.data.Language).toBe('hi');
  });
});

describe('order mails in the member’s language', () => {
  it('writes a Hindi member’s order mails in Hindi: subject, text, ₹ in hi-IN and the date in Hindi', async () => {
    const s = await newShopper(app, 'Sunita');
    await call(app, 'POST', '/api/account/language', { token: s.token, body: { language: 'hi' } });
    const { id, tranId } = await orderOf(s);
    const mail = (await renderOrderMail(app, id, 'confirmation'))!;
    expect(mail.subject).toBe(`आपका ऑर्डर ${tranId} पक्का हो गया है`);
    expect(mail.text).toContain('नमस्ते Sunita,');
    expect(mail.text).toContain('डिलीवरी के समय आप ₹');
    expect(mail.text).toMatch(/₹1,23,450\.00/);
    expect(mail.text).toMatch(/(जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|अक्टूबर|नवंबर|दिसंबर)/);
    // The time on a 24-hour clock: Hindi has no am/pm of its own.
    expect(mail.text).not.toMatch(/\d (am|pm)\b/i);
    expect(mail.html).toContain('<html lang="hi">');
    // The address's city and state in Hindi (decision 118); the order keeps the English names.
    const [{ address }] = await app.db.select({ address: orders.address }).from(orders).where(eq(orders.id, id));
    expect(hindiCityName(address!.city)).toMatch(/^[\u0900-\u097F ]+$/);
    expect(mail.text).toContain(`${hindiCityName(address!.city)}, ${hindiStateName(address!.state)} ${address!.pinCode}`);
    const shipped = (await renderOrderMail(app, id, 'shipped'))!;
    expect(shipped.subject).toBe(`आपका ऑर्डर ${tranId} रास्ते में है`);
  });

  it('keeps an English member’s order mails exactly as before', async () => {
    const s = await newShopper(app, 'Ravi');
    const { id, tranId } = await orderOf(s);
    const mail = (await renderOrderMail(app, id, 'confirmation'))!;
    expect(mail.subject).toBe(`Your order ${tranId} is confirmed`);
    expect(mail.text).toContain('Namaste Ravi,');
    expect(mail.text).toContain('You pay ₹1,23,450.00 in cash when it is delivered.');
    expect(mail.text).toContain('Thank you for shopping with us! We have received your order and are packing it now.');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).not.toMatch(/[\u0900-\u097F]/);
  });
});
