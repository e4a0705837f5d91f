import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { addresses } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { installWriteCounter, refusalCheck } from '../../test/write-counter.ts';
import { addAddress, newShopper, someCities, type Shopper } from '../../test/shop.ts';

let app: FastifyInstance;
let writes: () => Promise<number>;
const refused = refusalCheck(() => writes());
let geo: Awaited<ReturnType<typeof someCities>>;
beforeAll(async () => {
  app = await createTestApp();
  writes = await installWriteCounter(app.db);
  geo = await someCities(app);
});
afterAll(async () => {
  await app?.close();
});

const list = (s: Shopper) => call(app, 'GET', '/api/shipingdetails', { token: s.token });
const save = (s: Shopper, body: unknown) => call(app, 'POST', '/api/shipingdetails', { token: s.token, body });
const remove = (s: Shopper, id: number | string) => call(app, 'GET', `/api/shipingaddressdelete?id=${id}`, { token: s.token });
const valid = () => ({ kid: 0, Delivery: 1, AddressTitle: 'Home', AddressLine1: '12 MG Road', AddressLine2: 'Flat 4B', Landmark: 'https://www.openstreetmap.org/?mlat=12.97&mlon=77.59', StateID: geo.stateId, CityID: geo.cityId, PinCode: '560001' });

describe('saved addresses', () => {
  it('creates an address with kid 0 and lists it with the contract field names and the state and city names', async () => {
    const s = await newShopper(app);
    const res = await save(s, valid());
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Address saved successfully.');
    const { body } = await list(s);
    expect(body.data).toHaveLength(1);
    expect(Object.keys(body.data[0]).sort()).toEqual(['AddressLine1', 'AddressLine2', 'AddressTitle', 'CityID', 'CityName', 'Delivery', 'Landmark', 'PinCode', 'ReceiverMobile', 'ReceiverName', 'StateID', 'StateName', 'kid'].sort());
    expect(body.data[0]).toMatchObject({ ...valid(), kid: res.body.data.kid, CityName: geo.cityName });
    expect(body.data[0].StateName).toBeTruthy();
  });

  it('accepts the optional fields left out and ids and pin code sent as text, and always stores Delivery 1', async () => {
    const s = await newShopper(app);
    const res = await save(s, { AddressTitle: ' Office ', AddressLine1: 'Tower B', StateID: String(geo.stateId), CityID: String(geo.cityId), PinCode: 110001, Delivery: 7 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ AddressTitle: 'Office', AddressLine2: '', Landmark: '', PinCode: '110001', Delivery: 1 });
  });

  it('edits an own address when kid is set, and answers it', async () => {
    const s = await newShopper(app);
    const { kid } = await addAddress(app, s);
    const res = await save(s, { ...valid(), kid, AddressTitle: 'Parents', PinCode: '400001' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Address updated successfully!');
    expect(res.body.data).toMatchObject({ kid, AddressTitle: 'Parents', PinCode: '400001' });
    expect((await list(s)).body.data).toHaveLength(1);
  });

  it('deletes an own address', async () => {
    const s = await newShopper(app);
    const { kid } = await addAddress(app, s);
    const res = await remove(s, kid);
    expect(res.body).toEqual({ response: true, msg: 'Address deleted successfully.', data: null });
    expect((await list(s)).body.data).toEqual([]);
    await refused(() => remove(s, kid), 404, 'No such address.');
    await refused(() => save(s, { ...valid(), kid }), 404, 'No such address.');
  });

  it("can neither read, edit nor delete another member's address", async () => {
    const owner = await newShopper(app);
    const other = await newShopper(app);
    const { kid } = await addAddress(app, owner);
    expect((await list(other)).body.data).toEqual([]);
    await refused(() => save(other, { ...valid(), kid, AddressTitle: 'Hijacked' }), 404, 'No such address.');
    await refused(() => remove(other, kid), 404, 'No such address.');
    const [row] = await app.db.select().from(addresses).where(eq(addresses.id, kid));
    expect(row).toMatchObject({ title: 'Home', deletedAt: null });
  });

  it.each([
    [{ AddressTitle: '' }, 'Address Title is required.'],
    [{ AddressTitle: undefined }, 'Address Title is required.'],
    [{ AddressLine1: '  ' }, 'Address Line 1 is required.'],
    [{ AddressTitle: 'x'.repeat(61) }, 'Address Title must be at most 60 characters.'],
    [{ AddressLine2: 'x'.repeat(201) }, 'Address Line 2 must be at most 200 characters.'],
    [{ Landmark: 'x'.repeat(301) }, 'Location must be at most 300 characters.'],
    [{ StateID: '' }, 'Please choose a state.'],
    [{ StateID: 0 }, 'Please choose a state.'],
    [{ CityID: undefined }, 'Please choose a city.'],
    [{ PinCode: '' }, 'Pin code is required.'],
    [{ PinCode: '56001' }, 'Pin code must be 6 digits and cannot start with 0.'],
    [{ PinCode: '056001' }, 'Pin code must be 6 digits and cannot start with 0.'],
    [{ PinCode: '5600011' }, 'Pin code must be 6 digits and cannot start with 0.'],
    [{ PinCode: '56OO01' }, 'Pin code must be 6 digits and cannot start with 0.'],
    [{ kid: -1 }, 'kid cannot be negative.'],
  ])('refuses %j with a clear message and writes nothing', async (change, msg) => {
    const s = await newShopper(app);
    await refused(() => save(s, { ...valid(), ...change }), 400, msg);
  });

  it('refuses a city of another state, and an unknown state or city', async () => {
    const s = await newShopper(app);
    await refused(() => save(s, { ...valid(), CityID: geo.otherStateCityId }), 400, 'The chosen city is not in the chosen state. Please choose the city again.');
    await refused(() => save(s, { ...valid(), StateID: 99_999 }), 400, 'Please choose a state from the list.');
    await refused(() => save(s, { ...valid(), CityID: 99_999 }), 400, 'Please choose a city from the list.');
  });

  it('keeps at most 20 addresses per member', async () => {
    const s = await newShopper(app);
    for (let i = 0; i < 20; i++) await addAddress(app, s, { AddressTitle: `Address ${i + 1}` });
    await refused(() => save(s, valid()), 409, 'You can keep at most 20 addresses. Please delete one you no longer use.');
  });

  it('refuses a delete id that is not a number', async () => {
    const s = await newShopper(app);
    await refused(() => remove(s, 'abc'), 400, 'id must be a number.');
  });

  it('needs a login', async () => {
    expect((await call(app, 'GET', '/api/shipingdetails')).status).toBe(401);
    expect((await call(app, 'POST', '/api/shipingdetails', { body: valid() })).status).toBe(401);
    expect((await call(app, 'GET', '/api/shipingaddressdelete?id=1')).status).toBe(401);
  });
});
