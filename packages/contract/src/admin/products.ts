import { said } from '../text.ts';
import { z } from 'zod';
import { envelope, idParam } from '../envelope.ts';
import { hindiNameField, hindiTextField, imagePath, optionalText, pageOf, pagingQuery, requiredText, rupeesField, searchQuery, wholeField } from './common.ts';
import { foodTypes, gstRates, hsnPattern, isGstRate, parseNetQuantity } from '../declarations.ts';
import { foodLabelFields, nutrition, organicCertification } from '../food-label-schemas.ts';

/** GET /api/admin/products */
export const adminProductListQuery = pagingQuery.extend({
  search: searchQuery,
  categoryId: idParam('categoryId').optional(),
  stock: z.enum(['all', 'low', 'out'], { error: 'stock must be all, low or out.' }).default('all'),
  visibility: z.enum(['all', 'active', 'hidden'], { error: 'visibility must be all, active or hidden.' }).default('all'),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuery>;

export const adminProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name in Devanagari; null while none is given. */
  hindiName: z.string().nullable(),
  brand: z.string(),
  packSize: z.string(),
  image: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  parentCategoryName: z.string().nullable(),
  /** Rupees. */
  price: z.number(),
  mrp: z.number(),
  stock: z.number().int(),
  minQty: z.number().int(),
  maxQty: z.number().int(),
  popularity: z.number().int(),
  isActive: z.boolean(),
  updatedAt: z.string(),
  /** How many members wait for a mail when it is back in stock. */
  waiting: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductDetail = adminProduct.extend({
  shortDescription: z.string(),
  description: z.string(),
  origin: z.string(),
  /** The summary, description and origin in Hindi (decision 116); null while none is given. */
  hindiShortDescription: z.string().nullable(),
  hindiDescription: z.string().nullable(),
  hindiOrigin: z.string().nullable(),
  /** The declarations (docs/product.md#declarations); netQuantity as written back, "500 g"; null while not set. */
  netQuantity: z.string().nullable(),
  /** What the shop shows from price and net quantity, "₹0.38 per g". */
  unitSalePrice: z.string().nullable(),
  countryOfOrigin: z.string(),
  manufacturer: z.string(),
  bestBefore: z.string().nullable(),
  foodType: z.enum(foodTypes).nullable(),
  hsn: z.string().nullable(),
  gstRate: z.number().int().nullable(),
  /** The food label (decision 263). */
  ingredients: z.string().nullable(),
  allergens: z.array(z.string()).nullable(),
  nutrition: nutrition.nullable(),
  fssaiLicence: z.string().nullable(),
  organicCertification: organicCertification.nullable(),
  freshProduce: z.boolean(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetail>;

const gstRateMessage = said`GST rate must be ${gstRates.slice(0, -1).join(', ')} or ${gstRates[gstRates.length - 1]} %.`;

/** The Legal Metrology declarations and the product's tax class, as the back office sets them. */
const declarationFields = {
  netQuantity: z
    .string({ error: 'Net quantity is required.' })
    .trim()
    .min(1, { error: 'Net quantity is required.' })
    .max(40, { error: 'Net quantity must be at most 40 characters.' })
    .refine((t) => parseNetQuantity(t) !== null, { error: 'Net quantity must be an amount and a unit, such as 500 g, 1.5 kg, 200 ml, 1 L or 6 pieces.' }),
  countryOfOrigin: requiredText('Country of origin', 2, 60),
  manufacturer: requiredText('Manufacturer, packer or importer', 10, 300),
  /** Best before or shelf life as printed; empty for what does not spoil (clay diyas, a copper tongue cleaner). */
  bestBefore: optionalText('Best before', 120),
  foodType: z.enum(foodTypes, { error: 'Food mark must be veg, non-veg, or none for what is not food.' }).nullable(),
  hsn: z.string({ error: 'HSN code is required.' }).trim().regex(hsnPattern, { error: 'HSN code must be 4, 6 or 8 digits, such as 1006 for rice.' }),
  gstRate: z.number({ error: gstRateMessage }).refine(isGstRate, { error: gstRateMessage }),
};

const productFields = z.object({
  name: requiredText('Name', 2, 120),
  hindiName: hindiNameField(120),
  brand: requiredText('Brand', 1, 60),
  packSize: requiredText('Pack size', 1, 40),
  categoryId: z.number({ error: 'Please choose a subcategory.' }).int().positive({ error: 'Please choose a subcategory.' }),
  price: rupeesField('Price', { min: 0.01, max: 1_000_000 }),
  mrp: rupeesField('MRP', { min: 0.01, max: 1_000_000 }),
  minQty: wholeField('Minimum quantity', 1, 1000),
  maxQty: wholeField('Maximum quantity', 1, 1000),
  popularity: wholeField('Popularity', 0, 1_000_000),
  shortDescription: optionalText('Short description', 300),
  description: optionalText('Description', 5000),
  origin: requiredText('Origin', 2, 80),
  hindiShortDescription: hindiTextField('Hindi summary', 300),
  hindiDescription: hindiTextField('Hindi description', 5000),
  hindiOrigin: hindiTextField('Hindi origin', 80),
  image: imagePath('Picture'),
  isActive: z.boolean({ error: 'Shown in the shop must be yes or no.' }),
  ...declarationFields,
  ...foodLabelFields,
});

type PriceAndQty = { price: number; mrp: number; minQty: number; maxQty: number };
const priceAndQtyRules = <T extends z.ZodType<PriceAndQty>>(schema: T) =>
  schema
    .refine((p) => p.mrp >= p.price, { path: ['mrp'], error: 'MRP cannot be less than the selling price.' })
    .refine((p) => p.maxQty >= p.minQty, { path: ['maxQty'], error: 'Maximum quantity cannot be less than the minimum quantity.' });

/** PUT /api/admin/products/:id (stock changes go through the stock adjustment, which keeps a reason). */
export const adminProductInput = priceAndQtyRules(productFields);
export type AdminProductInput = z.infer<typeof adminProductInput>;

/** POST /api/admin/products */
export const adminProductCreateInput = priceAndQtyRules(productFields.extend({ stock: wholeField('Stock', 0, 1_000_000) }));
export type AdminProductCreateInput = z.infer<typeof adminProductCreateInput>;

/** PUT /api/admin/products/:id/visibility: show or hide in the shop. */
export const adminVisibilityInput = z.object({ isActive: z.boolean({ error: 'isActive must be true or false.' }) });

/** POST /api/admin/products/:id/stock: add (positive) or remove (negative) units, with the reason. */
export const adminStockAdjustInput = z.object({
  change: z
    .number({ error: 'Change must be a number.' })
    .int({ error: 'Change must be a whole number of units.' })
    .min(-1_000_000, { error: 'Change is too large.' })
    .max(1_000_000, { error: 'Change is too large.' })
    .refine((n) => n !== 0, { error: 'Change cannot be zero.' }),
  reason: requiredText('Reason', 3, 200),
});
export type AdminStockAdjustInput = z.infer<typeof adminStockAdjustInput>;

export const adminProductListReply = envelope(pageOf(adminProduct));
export const adminProductReply = envelope(adminProductDetail);
