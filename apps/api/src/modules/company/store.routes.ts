import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { asc } from 'drizzle-orm';
import { company } from '../../db/schema/index.ts';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { rupeesFromPaise } from '../../lib/money.ts';
import { freeDeliveryOverPaise } from '../delivery/index.ts';

const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.companyDetails),
    handler: async () => {
      const [rows, freeOver] = await Promise.all([app.db.select().from(company).orderBy(asc(company.id)).limit(1), freeDeliveryOverPaise(app.db)]);
      const data = rows.map((c) => ({
        Name: c.name,
        Add1: c.add1,
        Add2: c.add2,
        City: c.city,
        StateName: c.stateName,
        CountryName: c.countryName,
        PinCode: c.pinCode,
        Email: c.email,
        PhoneNumber: c.phoneNumber,
        FBPageUrl: c.fbPageUrl,
        TWUrl: c.twUrl,
        // 'YouTubleURl' and 'LinkdnUrl' are spelt so in the public contract.
        YouTubleURl: c.youtubeUrl,
        LinkdnUrl: c.linkedinUrl,
        About: c.about,
        MapEmbedUrl: c.mapEmbedUrl,
        FreeDeliveryOver: freeOver === null ? null : rupeesFromPaise(freeOver),
        LegalName: c.legalName || c.name,
        GSTIN: c.gstin || null,
        FSSAILicence: c.fssaiLicence || null,
        UpiId: c.upiId,
      }));
      return ok(data, data.length ? 'Success' : 'No company details available.');
    },
  });
};

export default companyRoutes;
