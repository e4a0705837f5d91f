import { z } from 'zod';
import { envelope } from './envelope.ts';

export const companyDetails = z.object({
  Name: z.string(),
  Add1: z.string(),
  Add2: z.string(),
  City: z.string(),
  StateName: z.string(),
  CountryName: z.string(),
  PinCode: z.string(),
  Email: z.string(),
  PhoneNumber: z.string(),
  FBPageUrl: z.string(),
  TWUrl: z.string(),
  YouTubleURl: z.string(),
  LinkdnUrl: z.string(),
  About: z.string(),
  /** An addition (issue 33): the about text in Hindi; null while the shop has written none. */
  HindiAbout: z.string().nullable(),
  MapEmbedUrl: z.string(),
  /**
   * An addition: the items total (in rupees) above which delivery is free, from the delivery options; null when no
   * option is ever free. The screens and mails that promise free delivery read it here instead of writing a number.
   */
  FreeDeliveryOver: z.number().nullable(),
  /** Additions: the registered legal name (the shop's Name when none is set), GSTIN and FSSAI licence; null when not set. */
  LegalName: z.string(),
  GSTIN: z.string().nullable(),
  FSSAILicence: z.string().nullable(),
  /** An addition: the shop's UPI id for payments at checkout ('' when the shop takes cash on delivery only). */
  UpiId: z.string(),
  /**
   * Additions (Consumer Protection (E-Commerce) Rules 2020 rule 4, DPDP Act s.8(10); decision 240): who handles
   * complaints, null while the shop has not named one; and the company identification number, null when not set.
   */
  GrievanceOfficer: z.object({ Name: z.string(), Designation: z.string(), Email: z.string(), Phone: z.string() }).nullable(),
  CIN: z.string().nullable(),
  /** An addition (decision 292): when the shop's phone is answered, every day, HH:MM India time; null while not said. */
  SupportHours: z.object({ Opens: z.string(), Closes: z.string() }).nullable(),
});
export type CompanyDetails = z.infer<typeof companyDetails>;
export const companyDetailsReply = envelope(z.array(companyDetails));
