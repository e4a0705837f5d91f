import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { company, shippingOptions } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/admin-support.ts';
import { grievanceOfficer } from './index.ts';

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signIn(app)).admin.token;
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

  it('names the grievance officer and the CIN (Consumer Protection (E-Commerce) Rules 2020 rule 4), null while not set', async () => {
    const demo = (await call(app, 'GET', '/api/companydetails')).body.data[0];
    expect(demo).toMatchObject({
      Name: 'Annapurna Organics',
      YouTubleURl: expect.any(String),
      CIN: 'U15400KA2020PTC123456',
      GrievanceOfficer: { Name: 'Kavya Menon', Designation: 'Grievance Officer', Email: 'grievance@annapurna.example', Phone: '+91 80 4567 8911' },
    });
    expect(await grievanceOfficer(app.db)).toMatchObject({ Name: 'Kavya Menon' });
    await app.db.update(company).set({ grievanceName: '', cin: '' });
    // What a production start checks before it logs its LEGAL WARNING.
    expect(await grievanceOfficer(app.db)).toBeNull();
    const unset = (await call(app, 'GET', '/api/companydetails')).body.data[0];
    expect([unset.GrievanceOfficer, unset.CIN]).toEqual([null, null]);
  });
});

describe('PUT /api/admin/company: grievance officer and CIN', () => {
  const officer = { grievanceName: 'Ramesh Iyer', grievanceDesignation: 'Nodal Officer', grievanceEmail: 'nodal@annapurna.example', grievancePhone: '+91 80 4567 8999' };

  it('refuses a CIN that is not 21 characters in the registrar’s format, and saves nothing', async () => {
    const current = (await call(app, 'GET', '/api/admin/company', { token: admin })).body.data;
    for (const cin of ['U15400KA2020PTC12345', 'X15400KA2020PTC123456', 'U15400K12020PTC123456', 'U15400KA2020PT1123456']) {
      const res = await call(app, 'PUT', '/api/admin/company', { token: admin, body: { ...current, cin, name: 'Changed name' } });
      expect([res.status, res.body.msg]).toEqual([400, 'CIN must be 21 characters, such as U15400KA2020PTC123456.']);
    }
    expect((await call(app, 'GET', '/api/admin/company', { token: admin })).body.data.name).toBe(current.name);
  });

  it('saves a CIN (in capitals) and an officer, shown by GET /api/companydetails', async () => {
    const current = (await call(app, 'GET', '/api/admin/company', { token: admin })).body.data;
    const res = await call(app, 'PUT', '/api/admin/company', { token: admin, body: { ...current, cin: 'l15400mh2019plc654321', ...officer, contactRetentionDays: 180 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ cin: 'L15400MH2019PLC654321', ...officer, contactRetentionDays: 180 });
    const shown = (await call(app, 'GET', '/api/companydetails')).body.data[0];
    expect(shown).toMatchObject({ CIN: 'L15400MH2019PLC654321', GrievanceOfficer: { Name: 'Ramesh Iyer', Designation: 'Nodal Officer', Email: 'nodal@annapurna.example', Phone: '+91 80 4567 8999' } });
  });

  it('refuses an officer with a field missing or a bad e-mail, naming the field', async () => {
    const current = (await call(app, 'GET', '/api/admin/company', { token: admin })).body.data;
    const half = await call(app, 'PUT', '/api/admin/company', { token: admin, body: { ...current, grievancePhone: '' } });
    expect([half.status, half.body.msg]).toEqual([400, 'Please give the grievance officer a name, designation, e-mail and phone (or leave all four empty).']);
    const badMail = await call(app, 'PUT', '/api/admin/company', { token: admin, body: { ...current, grievanceEmail: 'nodal@' } });
    expect([badMail.status, badMail.body.msg]).toEqual([400, 'Please enter a valid e-mail address for the grievance officer.']);
    const short = await call(app, 'PUT', '/api/admin/company', { token: admin, body: { ...current, contactRetentionDays: 7 } });
    expect([short.status, short.body.msg]).toEqual([400, 'Contact message retention must be at least 30.']);
  });
});

describe('PUT /api/admin/company: when the phone is answered (decision 292)', () => {
  it('says the demo shop’s hours, saves new ones, and shows none once both are emptied', async () => {
    expect((await call(app, 'GET', '/api/companydetails')).body.data[0].SupportHours).toEqual({ Opens: '08:00', Closes: '21:00' });
    const current = (await call(app, 'GET', '/api/admin/company', { token: admin })).body.data;
    expect(current).toMatchObject({ supportOpens: '08:00', supportCloses: '21:00' });
    const saved = await call(app, 'PUT', '/api/admin/company', { token: admin, body: { ...current, supportOpens: '07:30', supportCloses: '22:00' } });
    expect(saved.status).toBe(200);
    expect((await call(app, 'GET', '/api/companydetails')).body.data[0].SupportHours).toEqual({ Opens: '07:30', Closes: '22:00' });
    // Left out (a client that does not know them): kept.
    const { supportOpens: _o, supportCloses: _c, ...without } = current;
    expect((await call(app, 'PUT', '/api/admin/company', { token: admin, body: without })).status).toBe(200);
    expect((await call(app, 'GET', '/api/companydetails')).body.data[0].SupportHours).toEqual({ Opens: '07:30', Closes: '22:00' });
    expect((await call(app, 'PUT', '/api/admin/company', { token: admin, body: { ...current, supportOpens: '', supportCloses: '' } })).status).toBe(200);
    expect((await call(app, 'GET', '/api/companydetails')).body.data[0].SupportHours).toBeNull();
  });

  it('refuses a time that is not HH:MM, one time without the other, or an end before the start, and saves nothing', async () => {
    const current = (await call(app, 'GET', '/api/admin/company', { token: admin })).body.data;
    const cases: [Record<string, unknown>, string][] = [
      [{ supportOpens: '8am', supportCloses: '21:00' }, 'Phone answered from must be a time such as 08:00 or 21:30.'],
      [{ supportOpens: '08:00', supportCloses: '25:00' }, 'Phone answered until must be a time such as 08:00 or 21:30.'],
      [{ supportOpens: 800, supportCloses: '21:00' }, 'Phone answered from must be text.'],
      [{ supportOpens: '08:00', supportCloses: '' }, 'Please give both times the phone is answered (or leave both empty).'],
      [{ supportOpens: '', supportCloses: '21:00' }, 'Please give both times the phone is answered (or leave both empty).'],
      [{ supportOpens: '21:00', supportCloses: '08:00' }, 'The phone must be answered until a time after it is answered from.'],
      [{ supportOpens: '09:00', supportCloses: '09:00' }, 'The phone must be answered until a time after it is answered from.'],
    ];
    for (const [hours, msg] of cases) {
      const res = await call(app, 'PUT', '/api/admin/company', { token: admin, body: { ...current, ...hours, name: 'Changed name' } });
      expect([res.status, res.body.msg], JSON.stringify(hours)).toEqual([400, msg]);
    }
    expect((await call(app, 'GET', '/api/admin/company', { token: admin })).body.data).toEqual(current);
  });
});
