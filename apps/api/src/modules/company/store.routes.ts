import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { asc } from 'drizzle-orm';
import { company } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { askerOf, type Answers } from '../../http/answers.ts';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { rupeesFromPaise } from '../../lib/money.ts';
import { freeDeliveryOverPaise } from '../delivery/index.ts';

/** The grievance officer the shop named (decision 240), or null while it has not. */
export function grievanceOfficerOf(c: typeof company.$inferSelect) {
  return c.grievanceName ? { Name: c.grievanceName, Designation: c.grievanceDesignation, Email: c.grievanceEmail, Phone: c.grievancePhone } : null;
}

/** What the company's details answer, for the JSON API below and for every page's header and footer (decision 173). */
export const companyAnswers = (db: Db): Answers<'companyDetails'> => ({
  companyDetails: async () => {
    const [rows, freeOver] = await Promise.all([db.select().from(company).orderBy(asc(company.id)).limit(1), freeDeliveryOverPaise(db)]);
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
      HindiAbout: c.hindiAbout || null,
      MapEmbedUrl: c.mapEmbedUrl,
      FreeDeliveryOver: freeOver === null ? null : rupeesFromPaise(freeOver),
      LegalName: c.legalName || c.name,
      GSTIN: c.gstin || null,
      FSSAILicence: c.fssaiLicence || null,
      UpiId: c.upiId,
      GrievanceOfficer: grievanceOfficerOf(c),
      CIN: c.cin || null,
      SupportHours: c.supportOpens && c.supportCloses ? { Opens: c.supportOpens, Closes: c.supportCloses } : null,
    }));
    return ok(data, data.length ? 'Success' : 'No company details available.');
  },
});

const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = companyAnswers(app.db);
  app.route({ ...routeOf(routes.companyDetails), handler: (request) => answer.companyDetails(request, askerOf(request)) });
};

export default companyRoutes;
