import { said } from '../text.ts';
import { z } from 'zod';
import { emailPattern } from '../email.ts';
import { envelope, idParam } from '../envelope.ts';
import { hindiNameField, imagePath, requiredText, wholeField } from './common.ts';
import { cinPattern, fssaiPattern, gstinProblem } from '../declarations.ts';
import { upiIdField } from '../payments.ts';

export const adminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name in Devanagari; null while none is given. */
  hindiName: z.string().nullable(),
  picture: z.string(),
  /** Null for a top-level category; set for a subcategory. */
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  productCount: z.number().int(),
  subcategoryCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

/** POST /api/admin/categories and PUT /api/admin/categories/:id */
export const adminCategoryInput = z.object({
  name: requiredText('Name', 2, 60),
  hindiName: hindiNameField(60),
  picture: imagePath('Picture'),
  parentId: idParam('Parent category').nullable(),
  isActive: z.boolean({ error: 'Shown in the shop must be yes or no.' }),
});
export type AdminCategoryInput = z.infer<typeof adminCategoryInput>;

/** PUT /api/admin/categories/order and /api/admin/banners/order: the ids in their new display order. */
export const adminOrderInput = z.object({
  ids: z
    .array(idParam('id'), { error: 'ids must be a list of ids.' })
    .min(1, { error: 'ids must name at least one item.' })
    .max(500, { error: 'ids names too many items.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'ids must not repeat.' }),
});
export type AdminOrderInput = z.infer<typeof adminOrderInput>;

export const adminCategoryListReply = envelope(z.array(adminCategory));
export const adminCategoryReply = envelope(adminCategory);

export const adminBanner = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  navigateUrl: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminBanner = z.infer<typeof adminBanner>;

/** Where a banner leads: a page of the shop (/shop) or a secure address (https://...). */
const bannerLink = z
  .string({ error: 'Link is required.' })
  .trim()
  .min(1, { error: 'Link is required.' })
  .max(500, { error: 'Link must be at most 500 characters.' })
  .refine((u) => /^\/(?!\/)\S*$/.test(u) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(u), { error: 'Link must be a page of the shop (such as /shop) or an address starting with https://.' });

/** POST /api/admin/banners and PUT /api/admin/banners/:id */
export const adminBannerInput = z.object({
  name: requiredText('Name', 2, 80),
  image: imagePath('Picture'),
  navigateUrl: bannerLink,
  isActive: z.boolean({ error: 'Active must be yes or no.' }),
});
export type AdminBannerInput = z.infer<typeof adminBannerInput>;

export const adminBannerListReply = envelope(z.array(adminBanner));
export const adminBannerReply = envelope(adminBanner);

const optionalUrl = (label: string) =>
  z
    .string({ error: said`${label} must be text.` })
    .trim()
    .max(300, { error: said`${label} must be at most 300 characters.` })
    .refine((u) => u === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(u), { error: said`${label} must start with https:// (or be left empty).` });

/** The shop's legal identity, printed in the footer (and on tax invoices): each may be left empty until registered. */
const legalFields = {
  legalName: z.string({ error: 'Legal name must be text.' }).trim().max(150, { error: 'Legal name must be at most 150 characters.' }),
  gstin: z
    .string({ error: 'GSTIN must be text.' })
    .trim()
    .toUpperCase()
    .refine((g) => g === '' || gstinProblem(g) === null, { error: (issue) => gstinProblem(String(issue.input)) ?? 'Please enter a valid GSTIN.' }),
  fssaiLicence: z
    .string({ error: 'FSSAI licence must be text.' })
    .trim()
    .refine((f) => f === '' || fssaiPattern.test(f), { error: 'FSSAI licence number must be exactly 14 digits.' }),
};

/** A time of day as HH:MM (24-hour, 00:00 to 24:00), or '' for none. */
const clockField = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .refine((t) => t === '' || /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(t), { error: `${label} must be a time such as 08:00 or 21:30.` });

/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 (rule 4) and the DPDP Act (s.8(10)) ask the
 * shop to name, and its CIN: each left out keeps its value; the officer's four fields are set together or all left
 * empty (decision 240).
 */
const grievanceFields = {
  cin: z
    .string({ error: 'CIN must be text.' })
    .trim()
    .toUpperCase()
    .refine((c) => c === '' || cinPattern.test(c), { error: 'CIN must be 21 characters, such as U15400KA2020PTC123456.' })
    .optional(),
  grievanceName: z.string({ error: 'Grievance officer name must be text.' }).trim().max(100, { error: 'Grievance officer name must be at most 100 characters.' }).optional(),
  grievanceDesignation: z.string({ error: 'Grievance officer designation must be text.' }).trim().max(100, { error: 'Grievance officer designation must be at most 100 characters.' }).optional(),
  grievanceEmail: z
    .string({ error: 'Grievance officer e-mail must be text.' })
    .trim()
    .max(254, { error: 'Grievance officer e-mail must be at most 254 characters.' })
    .refine((e) => e === '' || emailPattern.test(e), { error: 'Please enter a valid e-mail address for the grievance officer.' })
    .optional(),
  grievancePhone: z
    .string({ error: 'Grievance officer phone must be text.' })
    .trim()
    .refine((p) => p === '' || /^\+?[0-9][0-9 -]{6,18}[0-9]$/.test(p), { error: 'Please enter a valid phone number for the grievance officer, such as +91 80 4567 8900.' })
    .optional(),
  /** When the phone is answered, every day (decision 292): both times or neither ('' for not said); left out: unchanged. */
  supportOpens: clockField('Phone answered from').optional(),
  supportCloses: clockField('Phone answered until').optional(),
  /** Contact messages older than this many days are erased (decision 241); left out: unchanged. */
  contactRetentionDays: wholeField('Contact message retention', 30, 3650).optional(),
};
const grievanceOfficerKeys = ['grievanceName', 'grievanceDesignation', 'grievanceEmail', 'grievancePhone'] as const;

/** PUT /api/admin/company: the shop's details as the back office edits them. */
export const adminCompanyInput = z.object({
  name: requiredText('Shop name', 2, 100),
  add1: requiredText('Address line 1', 2, 120),
  add2: z.string().trim().max(120, { error: 'Address line 2 must be at most 120 characters.' }),
  city: requiredText('City', 2, 60),
  stateName: requiredText('State', 2, 60),
  countryName: requiredText('Country', 2, 60),
  pinCode: z.string().trim().regex(/^[1-9]\d{5}$/, { error: 'Pin code must be 6 digits and cannot start with 0.' }),
  email: z.string().trim().max(254, { error: 'E-mail must be at most 254 characters.' }).regex(emailPattern, { error: 'Please enter a valid e-mail address.' }),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, { error: 'Please enter a valid phone number, such as +91 80 4567 8900.' }),
  fbPageUrl: optionalUrl('Facebook page'),
  twUrl: optionalUrl('X (Twitter) page'),
  youtubeUrl: optionalUrl('YouTube channel'),
  linkedinUrl: optionalUrl('LinkedIn page'),
  about: z.string().trim().max(1000, { error: 'About text must be at most 1000 characters.' }),
  /** The about text in Hindi; empty: the English one is shown on Hindi pages; left out: unchanged. */
  hindiAbout: z.string().trim().max(1000, { error: 'About text in Hindi must be at most 1000 characters.' }).optional(),
  mapEmbedUrl: z
    .string()
    .trim()
    .max(500, { error: 'Map address must be at most 500 characters.' })
    .refine((u) => u === '' || u.startsWith('https://www.openstreetmap.org/export/embed.html'), { error: 'Map must be an OpenStreetMap embed address (https://www.openstreetmap.org/export/embed.html?...).' }),
  ...legalFields,
  /** The UPI id payments go to; empty: checkout offers cash on delivery only; left out: unchanged. */
  upiId: upiIdField.optional(),
  /** Products in stock with this many or fewer left say "Only N left" (StockLeft); 0 turns it off; left out: unchanged. */
  lowStockLevel: wholeField('Low-stock level', 0, 1000).optional(),
  ...grievanceFields,
}).superRefine((c, ctx) => {
  const officer = grievanceOfficerKeys.map((k) => c[k]);
  if (officer.some((v) => v) && !officer.every((v) => v)) {
    ctx.addIssue({ code: 'custom', path: ['grievanceName'], message: 'Please give the grievance officer a name, designation, e-mail and phone (or leave all four empty).' });
  }
  if (c.supportOpens !== undefined || c.supportCloses !== undefined) {
    const [opens, closes] = [c.supportOpens ?? '', c.supportCloses ?? ''];
    if (!opens !== !closes) ctx.addIssue({ code: 'custom', path: [opens ? 'supportCloses' : 'supportOpens'], message: 'Please give both times the phone is answered (or leave both empty).' });
    else if (opens && opens >= closes) ctx.addIssue({ code: 'custom', path: ['supportCloses'], message: 'The phone must be answered until a time after it is answered from.' });
  }
  // A GST registration holds in one state: the shop's address must be in the state its GSTIN names.
  if (!c.gstin || gstinProblem(c.gstin) !== null) return;
  const problem = gstinProblem(c.gstin, c.stateName);
  if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
});
export type AdminCompanyInput = z.infer<typeof adminCompanyInput>;

/** GET /api/admin/company: null until the shop's details are first saved. */
export const adminCompany = z.object({
  ...(Object.fromEntries(Object.keys(adminCompanyInput.shape).map((k) => [k, z.string()])) as Record<Exclude<keyof AdminCompanyInput, 'lowStockLevel' | 'contactRetentionDays'>, z.ZodString>),
  lowStockLevel: z.number().int(),
  contactRetentionDays: z.number().int(),
});
// (upiId is always given in the reply, '' when none is set; lowStockLevel always, 5 unless set.)
export type AdminCompany = z.infer<typeof adminCompany>;
export const adminCompanyReply = envelope(adminCompany.nullable());
