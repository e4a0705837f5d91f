// A phone number to call at the door (issue 33): sign-up takes a mobile number (optional, so the original call still
// works), the account sets it, every address may name who takes the order and their number, and a home delivery is
// ordered only with a number the rider can call.
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, orders } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { addAddress, addToCart, newShopper, placeOrder, productWith, saveOrder } from '../../test/shop.ts';

const app = await createTestApp();
afterAll(() => app.close());

const HOME_DELIVERY = 1;
const signUp = (body: Record<string, unknown>) =>
  call(app, 'POST', '/api/memberregistraion', { body: { Firstname: 'Kiran', Lastname: 'Rao', Pincode: '560025', Password: 'green-cardamom-7', ConfirmPassword: 'green-cardamom-7', ...body } });
const mobileOf = async (email: string) => (await app.db.select({ mobile: members.mobile }).from(members).where(eq(members.email, email)))[0]?.mobile;

describe('the mobile number at sign-up', () => {
  it('keeps it as its 10 digits however it is written, and signs up without one as the original call does', async () => {
    expect((await signUp({ Email: 'kiran.one@example.in', Mobile: '+91 98765-43210' })).status).toBe(200);
    expect(await mobileOf('kiran.one@example.in')).toBe('9876543210');
    expect((await signUp({ Email: 'kiran.two@example.in' })).status).toBe(200);
    expect(await mobileOf('kiran.two@example.in')).toBe('');
  });

  it('refuses a number that is not an Indian mobile, creating nothing', async () => {
    for (const Mobile of ['12345', '5876543210', '98765432101', 'nine eight', 42]) {
      const res = await signUp({ Email: `kiran.${String(Mobile).replace(/\W/g, '')}@example.in`, Mobile });
      expect(res.status, String(Mobile)).toBe(400);
      expect(res.body.msg).toMatch(/Mobile number/);
      expect(await mobileOf(`kiran.${String(Mobile).replace(/\W/g, '')}@example.in`)).toBeUndefined();
    }
  });
});

describe("the account's mobile number", () => {
  it('is set and read back on Login & Security, and carried by the login reply', async () => {
    const shopper = await newShopper(app, 'Asha', { mobile: '' });
    const set = await call(app, 'POST', '/api/account/mobile', { token: shopper.token, body: { Mobile: '01234 56789' } });
    expect(set.status).toBe(400);
    const ok = await call(app, 'POST', '/api/account/mobile', { token: shopper.token, body: { Mobile: '09123456789' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ Mobile: '9123456789' });
    expect((await call(app, 'GET', '/api/account/security', { token: shopper.token })).body.data.Mobile).toBe('9123456789');
    const login = await call(app, 'POST', '/api/login', { body: { UserName: shopper.email, Password: shopper.password, RememberMe: 'false' } });
    expect(login.body.data.MemberMob).toBe('9123456789');
    expect((await call(app, 'POST', '/api/account/mobile', { body: { Mobile: '9123456789' } })).status).toBe(401);
  });
});

describe("an address's receiver", () => {
  it('saves who takes the order and their number; an edit without them, as the original call sends it, keeps them', async () => {
    const shopper = await newShopper(app);
    const { kid } = await addAddress(app, shopper, { ReceiverName: 'Lakshmi (mother)', ReceiverMobile: '99001 12233' });
    const list = async () => (await call(app, 'GET', '/api/shipingdetails', { token: shopper.token })).body.data;
    expect((await list())[0]).toMatchObject({ kid, ReceiverName: 'Lakshmi (mother)', ReceiverMobile: '9900112233' });
    await addAddress(app, shopper, { kid, AddressLine1: '14 MG Road' });
    expect((await list())[0]).toMatchObject({ AddressLine1: '14 MG Road', ReceiverName: 'Lakshmi (mother)', ReceiverMobile: '9900112233' });
    const bad = await call(app, 'POST', '/api/shipingdetails', { token: shopper.token, body: { kid, AddressTitle: 'Home', AddressLine1: '1 Road', StateID: 1, CityID: 1, PinCode: '560001', ReceiverMobile: '12' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/Receiver mobile/);
  });
});

describe('a home delivery', () => {
  it('needs a number to call: without one it is refused and nothing is ordered; with the account\'s, the order carries it', async () => {
    const shopper = await newShopper(app, 'Dev', { mobile: '' });
    const product = await productWith(app);
    await addToCart(app, shopper, product.id, 1);
    const { kid } = await addAddress(app, shopper);
    const refused = await placeOrder(app, shopper, HOME_DELIVERY, kid);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('Please add a mobile number the rider can call: on the address, or in Login & Security.');
    // Store pickup needs nobody to call, and the slots are shown before a number is given.
    expect((await placeOrder(app, shopper, 2)).status).toBe(200);
    const slots = await call(app, 'GET', `/api/deliveryslots?did=${HOME_DELIVERY}&saddid=${kid}`, { token: shopper.token });
    expect(slots.status).toBe(200);
    expect(slots.body.data).toHaveLength(7);

    await call(app, 'POST', '/api/account/mobile', { token: shopper.token, body: { Mobile: '9876501234' } });
    const quote = await placeOrder(app, shopper, HOME_DELIVERY, kid);
    expect(quote.status).toBe(200);
    const saved = await saveOrder(app, shopper, quote.body);
    expect(saved.status).toBe(200);
    const [order] = await app.db.select({ address: orders.address }).from(orders).where(eq(orders.id, saved.body.data));
    expect(order.address).toMatchObject({ receiverName: 'Dev Kumar', receiverMobile: '9876501234' });
  });

  it("calls the address's own receiver before the member", async () => {
    const shopper = await newShopper(app, 'Esha');
    const product = await productWith(app);
    await addToCart(app, shopper, product.id, 1);
    const { kid } = await addAddress(app, shopper, { ReceiverName: 'Office reception', ReceiverMobile: '7012345678' });
    const saved = await saveOrder(app, shopper, (await placeOrder(app, shopper, HOME_DELIVERY, kid)).body);
    const [order] = await app.db.select({ address: orders.address }).from(orders).where(eq(orders.id, saved.body.data));
    expect(order.address).toMatchObject({ receiverName: 'Office reception', receiverMobile: '7012345678' });
  });
});
