// Delivery in words people use (issue 33): the pin code check and checkout's options say when an order placed now
// would arrive: the earliest free slot, or for express the same day before its cut-off and the next day after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedDays } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { addToCart, newShopper, productWith } from '../../test/shop.ts';

const app = await createTestApp();
let now = new Date('2026-11-24T03:00:00Z');
beforeAll(() => {
  app.clock.now = () => now;
});
afterAll(() => app.close());

/** Tuesday 24 November 2026 at an India time HH:MM. */
const at = (hhmm: string, day = '2026-11-24') => new Date(`${day}T${hhmm}:00+05:30`);
const pinOptions = async (pin: string) => {
  const res = await call(app, 'GET', `/api/pincode?pin=${pin}`);
  expect(res.status).toBe(200);
  return res.body.data.Options as { kid: number; Arrives: unknown }[];
};
const arrivesOf = async (pin: string, kid: number) => (await pinOptions(pin)).find((o) => o.kid === kid)?.Arrives;

describe('when an order would arrive', () => {
  it('is the earliest free slot for home delivery, with today named by the server', async () => {
    now = at('08:30');
    // 07:00 and 09:00 close 2 hours before they start: 11:00 is the first still open.
    expect(await arrivesOf('560025', 1)).toEqual({ Date: '2026-11-24', From: '11:00', To: '13:00', Today: '2026-11-24' });
    now = at('19:00');
    expect(await arrivesOf('560025', 1)).toEqual({ Date: '2026-11-25', From: '07:00', To: '09:00', Today: '2026-11-24' });
  });

  it('is today for express before 2 PM, the next day after it, and skips a day it is closed', async () => {
    now = at('13:59');
    expect(await arrivesOf('560025', 3)).toEqual({ Date: '2026-11-24', From: null, To: null, Today: '2026-11-24' });
    // The pin code check names the cut-off too, so it can say "Arrives today if you order by 2 PM".
    expect((await pinOptions('560025')).map((o) => [o.kid, (o as { OrderBy?: string | null }).OrderBy])).toEqual([[1, null], [2, null], [3, '14:00']]);
    now = at('14:00');
    expect(await arrivesOf('560025', 3)).toEqual({ Date: '2026-11-25', From: null, To: null, Today: '2026-11-24' });
    await app.db.insert(closedDays).values({ optionId: 3, day: '2026-11-25', note: 'Guru Nanak Jayanti' });
    expect(await arrivesOf('560025', 3)).toMatchObject({ Date: '2026-11-26' });
    await app.db.delete(closedDays);
  });

  it('is null for store pickup, and express is not listed where it does not reach', async () => {
    now = at('10:00');
    const mumbai = await pinOptions('400001');
    expect(mumbai.map((o) => o.kid)).toEqual([1, 2]);
    expect(mumbai.find((o) => o.kid === 2)?.Arrives).toBeNull();
  });

  it("is on checkout's options too, with express's cut-off", async () => {
    now = at('15:30');
    const shopper = await newShopper(app);
    await addToCart(app, shopper, (await productWith(app, { stock: 10 })).id, 1);
    const res = await call(app, 'GET', '/api/shipingoption', { token: shopper.token });
    expect(res.status).toBe(200);
    const byKid = new Map(res.body.data.map((o: { kid: number }) => [o.kid, o]));
    expect(byKid.get(3)).toMatchObject({ OrderBy: '14:00', Arrives: { Date: '2026-11-25', From: null, To: null, Today: '2026-11-24' } });
    expect(byKid.get(1)).toMatchObject({ OrderBy: null, Arrives: { Date: '2026-11-24', From: '18:00', To: '20:00' } });
    expect(byKid.get(2)).toMatchObject({ OrderBy: null, Arrives: null });
  });
});
