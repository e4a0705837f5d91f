import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { shippingOptions } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/companydetails', () => {
  it("says above which items total delivery is free, from the delivery options (not a number written in the screens)", async () => {
    const demo = await call(app, 'GET', '/api/companydetails');
    expect(demo.status).toBe(200);
    expect(demo.body.data[0]).toMatchObject({ Name: 'Annapurna Organics', FreeDeliveryOver: 300 });
    await app.db.update(shippingOptions).set({ freeAbovePaise: 49_900 }).where(eq(shippingOptions.id, 1));
    expect((await call(app, 'GET', '/api/companydetails')).body.data[0].FreeDeliveryOver).toBe(499);
    await app.db.update(shippingOptions).set({ freeAbovePaise: null });
    expect((await call(app, 'GET', '/api/companydetails')).body.data[0].FreeDeliveryOver).toBeNull();
  });
});
