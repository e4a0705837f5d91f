import { said } from './text.ts';
import { z } from 'zod';
import { envelope, idParam } from './envelope.ts';
import { foodTypes } from './declarations.ts';
import { nutrition, organicCertification } from './food-label-schemas.ts';

/** A product as every list shows it. Field names are the public contract (docs/product.md#catalogue-calls). */
export const product = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /**
   * An addition (issue 18): the name in Devanagari, such as "हल्दी पाउडर"; null while the shop has given none. Every
   * reply carries it, and the type says so since the storefront shows it (decisions 140, 157).
   */
  HindiName: z.string().nullable(),
  Img: z.string(),
  /** Selling price in rupees. */
  Price: z.number(),
  /** MRP in rupees. */
  OldPrice: z.number(),
  /** Discount percent as text, such as '10%'. */
  disper: z.string(),
  In_stock: z.boolean(),
  OrderMinimumQuantity: z.number().int(),
  OrderMaximumQuantity: z.number().int(),
  Brand: z.string(),
  Pack_Size: z.string(),
  ShortDescription: z.string(),
  /** An addition (issue 18, decision 116): the summary in Hindi; null while the shop has given none. */
  HindiShortDescription: z.string().nullable(),
  Popularity: z.number().int(),
  CatId: z.number().int(),
  CatName: z.string(),
  /**
   * An addition (Legal Metrology rule 6(11)): the price per gram under 1 kg and per kg from 1 kg, per ml or per L, or
   * per piece, such as "₹0.38 per g" or "₹59.80 per kg"; null while the product has no net quantity.
   */
  UnitSalePrice: z.string().nullable(),
  /** An addition (issue 33): a price to compare packs by, "₹9.40 per 100 g" or "₹550.00 per L"; null for pieces. */
  ComparablePrice: z.string().nullable(),
  /** An addition: the FSSAI mark, "veg" (green dot) or "non-veg" (brown triangle); null for what is not food. */
  FoodType: z.enum(foodTypes).nullable(),
  /**
   * An addition (issue 17): how many are left while the product is in stock with no more than the shop's low-stock
   * level (5 unless the back office sets another), as at the moment of the reply; otherwise null.
   */
  StockLeft: z.number().int().nullable(),
  /**
   * An addition (issue 35, decision 260): the average of the approved reviews of verified buyers, to one decimal;
   * null while none is approved. ReviewCount: how many are.
   */
  Rating: z.number().nullable(),
  ReviewCount: z.number().int(),
  /** An addition (issue 35, decision 261): among the shop's 8 most sold products by units over the last 30 days. */
  Bestseller: z.boolean(),
});
export type Product = z.infer<typeof product>;

export const productDetail = product.extend({
  /** Discount percent as text on the detail page (same value as disper). */
  discountper: z.string(),
  Description: z.string(),
  Origin: z.string(),
  /** Additions (issue 18, decision 116): the description and the origin in Hindi ("मेघालय, भारत"); null while not given. */
  HindiDescription: z.string().nullable(),
  HindiOrigin: z.string().nullable(),
  ParentCatId: z.number().int().nullable(),
  ParentCatName: z.string().nullable(),
  // The declarations of Legal Metrology (Packaged Commodities) Rules, 2011, rule 6(10) (docs/product.md#declarations).
  /** The net quantity with its unit: "500 g", "1 L", "6 pieces"; null while not declared. */
  NetQuantity: z.string().nullable(),
  CountryOfOrigin: z.string(),
  /** Who made, packed or imported it, with the address: "Packed by …, Bengaluru, Karnataka 560025". */
  Manufacturer: z.string(),
  /** Best before or shelf life as printed, such as "6 months from packing"; null when it does not spoil. */
  BestBefore: z.string().nullable(),
  /** The HSN code (4, 6 or 8 digits) and GST rate in percent, for tax invoices; null while not set. */
  HSN: z.string().nullable(),
  GSTRate: z.number().int().nullable(),
  /**
   * Additions (issue 35, FSSAI Labelling and Display Regulations 2020; decision 263): the food label. Null while not
   * declared; Allergens [] when it has none; Nutrition null for fresh produce; OrganicCertification null unless certified.
   */
  Ingredients: z.string().nullable(),
  Allergens: z.array(z.string()).nullable(),
  Nutrition: nutrition.nullable(),
  FssaiLicence: z.string().nullable(),
  OrganicCertification: organicCertification.nullable(),
  FreshProduce: z.boolean(),
  /**
   * An addition (issue 35, decision 270): the expiry date (2027-03-31) of what would be delivered now, the earliest
   * batch that may still be dispatched; null for a product without batches. BestBefore above stays the printed shelf life.
   */
  DeliveredBestBefore: z.string().nullable(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const category = z.object({
  catid: z.number().int(),
  CatName: z.string(),
  /** An addition (issue 18): the category's name in Devanagari; null while the shop has given none. */
  HindiName: z.string().nullable(),
  PictureName: z.string(),
  ParentId: z.number().int().nullable(),
});
export type Category = z.infer<typeof category>;

export const banner = z.object({
  Banner_Kid: z.number().int(),
  Banner_Image: z.string(),
  Banner_Name: z.string(),
  Banner_NavigateURL: z.string(),
  IsActive: z.boolean(),
});
export type Banner = z.infer<typeof banner>;

export const productSorts = ['default', 'priceAsc', 'priceDesc', 'discount'] as const;
export type ProductSort = (typeof productSorts)[number];

const searchText = z.string().trim().max(200, { error: 'Search text must be at most 200 characters.' });

/** GET /api/productcat: categories, or with catid the subcategories of that category. */
export const productCatQuery = z.object({ catid: idParam('catid').optional() });

/** GET /api/product without `page`: the first this many matches, in the same order as the pages. */
export const UNPAGED_PRODUCT_LIMIT = 500;

/**
 * GET /api/product: all products, or those of a category or subcategory.
 * The optional filters and paging are our additions; without `page` the matches are returned as one list, as the public
 * contract expects (docs/product.md#catalogue-calls), up to UNPAGED_PRODUCT_LIMIT of them.
 */
export const productListQuery = z.object({
  catid: idParam('catid').optional(),
  search: searchText.optional(),
  maxPrice: z.coerce.number({ error: 'maxPrice must be a number.' }).min(0, { error: 'maxPrice cannot be negative.' }).max(10_000_000).optional(),
  sort: z.enum(productSorts, { error: said`sort must be one of ${productSorts.join(', ')}.` }).optional(),
  page: idParam('page').optional(),
  pageSize: z.coerce.number({ error: 'pageSize must be a number.' }).int().min(1, { error: 'pageSize must be at least 1.' }).max(100, { error: 'pageSize must be at most 100.' }).optional(),
  /** Additions (issue 33): one brand's products, veg or non-veg only, in stock only. */
  brand: z.string().trim().min(1, { error: 'brand cannot be empty.' }).max(80, { error: 'brand must be at most 80 characters.' }).optional(),
  foodType: z.enum(foodTypes, { error: said`foodType must be one of ${foodTypes.join(', ')}.` }).optional(),
  inStock: z.enum(['true', 'false'], { error: 'inStock must be true or false.' }).transform((v) => v === 'true').optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productDetailsQuery = z.object({ Pid: idParam('Pid') });

/** GET /api/productserach (spelt so in the public contract). */
export const productSearchQuery = z.object({
  search: z
    .string({ error: 'search is required.' })
    .trim()
    .min(1, { error: 'Please enter something to search for.' })
    .max(200, { error: 'Search text must be at most 200 characters.' }),
});

export const productListReply = envelope(z.array(product)).extend({
  /** Present when the call was paged: how many products match in all. */
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
});
export type ProductListReply = z.infer<typeof productListReply>;

/** GET /api/product/brands (an addition, issue 33): the brands the shop sells, in a category or in all, for the shop's filter. */
export const productBrandsQuery = z.object({ catid: idParam('catid').optional() });
export const productBrand = z.object({ Brand: z.string(), Count: z.number().int() });
export type ProductBrand = z.infer<typeof productBrand>;
export const productBrandsReply = envelope(z.array(productBrand));

export const productDetailReply = envelope(productDetail);
export const categoryListReply = envelope(z.array(category));
export const bannerListReply = envelope(z.array(banner));
