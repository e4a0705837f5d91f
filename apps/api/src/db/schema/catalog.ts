import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Nutrition } from '@shop/contract/food-label';

/** A category; a category with a parent is a subcategory. Products belong to subcategories. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    name: text('name').notNull(),
    /** The name in Devanagari (decision 140), or null while none is given. */
    hindiName: text('hindi_name'),
    picture: text('picture').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    name: text('name').notNull(),
    /** The name in Devanagari (decision 140), or null while none is given. */
    hindiName: text('hindi_name'),
    brand: text('brand').notNull(),
    packSize: text('pack_size').notNull(),
    /** Selling price in paise. */
    pricePaise: integer('price_paise').notNull(),
    /** MRP (the "old price") in paise. */
    mrpPaise: integer('mrp_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    minQty: integer('min_qty').notNull().default(1),
    maxQty: integer('max_qty').notNull().default(10),
    popularity: integer('popularity').notNull().default(0),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    origin: text('origin').notNull().default('India'),
    /**
     * The summary, description and origin in Hindi (decision 116), or null while none is given: the storefront shows
     * the English text then. The origin is whole, region and country ("मेघालय, भारत").
     */
    hindiShortDescription: text('hindi_short_description'),
    hindiDescription: text('hindi_description'),
    hindiOrigin: text('hindi_origin'),
    image: text('image').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    // The declarations of the Legal Metrology (Packaged Commodities) Rules, 2011, rule 6 (docs/product.md#declarations).
    /** Net quantity in `netUnit` (at most 3 decimals; whole for pieces); null with netUnit while not declared. */
    netQuantity: numeric('net_quantity', { precision: 12, scale: 3, mode: 'number' }),
    /** g, kg, ml, l or piece. */
    netUnit: text('net_unit').$type<'g' | 'kg' | 'ml' | 'l' | 'piece'>(),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    /** Name and address of the manufacturer, packer or importer, as declared ("Packed by …"). */
    manufacturer: text('manufacturer').notNull().default(''),
    /** Best before or shelf life as printed; null for what does not spoil. */
    bestBefore: text('best_before'),
    /** The FSSAI mark: veg, non-veg, or null for what is not food. */
    foodType: text('food_type').$type<'veg' | 'non-veg'>(),
    /** HSN code (4, 6 or 8 digits) and GST rate in percent, for tax invoices; null while not set. */
    hsn: text('hsn'),
    gstRate: smallint('gst_rate'),
    // The food label (FSSAI Labelling and Display Regulations 2020; decision 263): null while not declared.
    ingredients: text('ingredients'),
    /** The allergens declared, such as ["Milk", "Tree nuts"]; [] when it has none. */
    allergens: jsonb('allergens').$type<string[]>(),
    /** Per 100 g or 100 ml; may stay null for fresh produce. */
    nutrition: jsonb('nutrition').$type<Nutrition>(),
    /** The brand owner's FSSAI licence (14 digits). */
    fssaiLicence: text('fssai_licence'),
    /** The organic certificate (NPOP or PGS-India) a product called organic must carry. */
    organicScheme: text('organic_scheme').$type<'NPOP' | 'PGS-India'>(),
    organicCertificateNo: text('organic_certificate_no'),
    /** Sold loose, without a package (fruit, vegetables): no nutrition table is due. */
    freshProduce: boolean('fresh_produce').notNull().default(false),
    /**
     * The approved reviews' count and the sum of their stars (decision 260), kept by the review approval in its
     * transaction: every list shows the average without reading the reviews.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** 1 for the product with the most units sold in the last 30 days, up to 8; null otherwise (catalog/bestsellers.ts). */
    bestsellerRank: smallint('bestseller_rank'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.popularity),
    index('products_popularity_idx').on(t.popularity),
    index('products_bestseller_idx').on(t.bestsellerRank).where(sql`bestseller_rank is not null`),
    // The list sorts (catalog/service.ts sortOrder), for the whole shop and within a category: a page is read in
    // order from an index, never sorted from every product (migration 0011).
    index('products_price_idx').on(t.pricePaise),
    index('products_category_price_idx').on(t.categoryId, t.pricePaise),
    index('products_discount_idx').on(sql`((${t.mrpPaise} - ${t.pricePaise})::float / ${t.mrpPaise})`),
    index('products_category_discount_idx').on(t.categoryId, sql`((${t.mrpPaise} - ${t.pricePaise})::float / ${t.mrpPaise})`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.pricePaise} > 0 and ${t.mrpPaise} >= ${t.pricePaise}`),
    check('products_qty_range', sql`${t.minQty} >= 1 and ${t.maxQty} >= ${t.minQty}`),
    check('products_net_quantity', sql`(${t.netQuantity} is null) = (${t.netUnit} is null) and (${t.netQuantity} is null or ${t.netQuantity} > 0) and (${t.netUnit} is null or ${t.netUnit} in ('g', 'kg', 'ml', 'l', 'piece'))`),
    check('products_reviews', sql`${t.reviewCount} >= 0 and ${t.ratingSum} between ${t.reviewCount} and 5 * ${t.reviewCount}`),
    check('products_fssai_licence', sql`${t.fssaiLicence} is null or ${t.fssaiLicence} ~ '^[0-9]{14}$'`),
    check('products_organic', sql`(${t.organicScheme} is null) = (${t.organicCertificateNo} is null) and (${t.organicScheme} is null or ${t.organicScheme} in ('NPOP', 'PGS-India'))`),
    check('products_food_type', sql`${t.foodType} is null or ${t.foodType} in ('veg', 'non-veg')`),
    check('products_hsn', sql`${t.hsn} is null or ${t.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    // As long as the back office takes the English texts (contract admin/products.ts); never empty, null instead.
    check(
      'products_hindi_texts_length',
      sql`(${t.hindiShortDescription} is null or char_length(${t.hindiShortDescription}) between 1 and 300) and (${t.hindiDescription} is null or char_length(${t.hindiDescription}) between 1 and 5000) and (${t.hindiOrigin} is null or char_length(${t.hindiOrigin}) between 1 and 80)`,
    ),
    check('products_gst_rate', sql`${t.gstRate} is null or ${t.gstRate} in (0, 5, 12, 18, 28)`),
  ],
);

/**
 * How many active products each category holds, kept by statement-level triggers on products (migration 0011), so a
 * page's total is a sum over the shown categories instead of a count of every product.
 */
export const categoryProductCounts = pgTable('category_product_counts', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  listed: integer('listed').notNull().default(0),
});
