import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductDetail } from '@shop/contract';
import { comparablePrice, formatNetQuantity, formatUnitSalePrice, type FoodType, type NetUnit } from '@shop/contract/declarations';
import type { FoodLabelColumns } from '@shop/contract/food-label';
import { categories, company, products } from '../../db/schema/index.ts';
import { rupeesFromPaise } from '../../lib/money.ts';

/**
 * A category is shown in the shop while it is active and, for a subcategory, its parent is too: hiding a top-level
 * category hides everything filed under it. For queries that read `categories` (unaliased); in a WHERE clause the
 * planner turns the NOT EXISTS into an anti-join on the categories primary key.
 */
export const categoryShown: SQL = sql`(${categories.isActive} and not exists (select 1 from ${categories} hidden_parent where hidden_parent.id = ${categories.parentId} and not hidden_parent.is_active))`;

/** A product is on sale (listed, searchable, buyable) while it and its category are shown; needs `categories` joined on the product's category. */
export const productShown: SQL = and(eq(products.isActive, true), categoryShown)!;


export function discountPercent(mrpPaise: number, pricePaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - pricePaise) / mrpPaise) * 100);
}

/** The columns every product list selects, so one row shape feeds toProduct. */
export const productColumns = {
  id: products.id,
  name: products.name,
  hindiName: products.hindiName,
  image: products.image,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  stock: products.stock,
  minQty: products.minQty,
  maxQty: products.maxQty,
  brand: products.brand,
  packSize: products.packSize,
  shortDescription: products.shortDescription,
  hindiShortDescription: products.hindiShortDescription,
  popularity: products.popularity,
  categoryId: products.categoryId,
  categoryName: categories.name,
  netQuantity: products.netQuantity,
  netUnit: products.netUnit,
  foodType: products.foodType,
  reviewCount: products.reviewCount,
  ratingSum: products.ratingSum,
  bestsellerRank: products.bestsellerRank,
  /**
   * The stock while in stock and at or below the shop's low-stock level (decision 134), else null. The level is one
   * row's column, read once per statement.
   */
  stockLeft: sql<number | null>`case when ${products.stock} >= ${products.minQty} and ${products.stock} <= coalesce((select ${company.lowStockLevel} from ${company} order by ${company.id} limit 1), 5) then ${products.stock} end`,
};

/** A product's food label columns (decision 263), as the product page and the back office read them. */
export const foodLabelColumns = {
  ingredients: products.ingredients,
  allergens: products.allergens,
  nutrition: products.nutrition,
  fssaiLicence: products.fssaiLicence,
  organicScheme: products.organicScheme,
  organicCertificateNo: products.organicCertificateNo,
  freshProduce: products.freshProduce,
};

/** What the detail page adds to a list's columns: the description, the origin and the declarations. */
export const detailColumns = {
  description: products.description,
  origin: products.origin,
  hindiDescription: products.hindiDescription,
  hindiOrigin: products.hindiOrigin,
  countryOfOrigin: products.countryOfOrigin,
  manufacturer: products.manufacturer,
  bestBefore: products.bestBefore,
  hsn: products.hsn,
  gstRate: products.gstRate,
  ...foodLabelColumns,
};

/** The organic certificate as replies give it, or null. */
export const organicOf = (row: { organicScheme: 'NPOP' | 'PGS-India' | null; organicCertificateNo: string | null }) =>
  row.organicScheme && row.organicCertificateNo ? { Scheme: row.organicScheme, CertificateNo: row.organicCertificateNo } : null;

export type ProductRow = {
  id: number;
  name: string;
  hindiName: string | null;
  image: string;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  minQty: number;
  maxQty: number;
  brand: string;
  packSize: string;
  shortDescription: string;
  hindiShortDescription: string | null;
  popularity: number;
  categoryId: number;
  categoryName: string;
  netQuantity: number | null;
  netUnit: NetUnit | null;
  foodType: FoodType | null;
  reviewCount: number;
  ratingSum: number;
  bestsellerRank: number | null;
  stockLeft: number | null;
};

/** The approved reviews' average to one decimal (4.25 is 4.3), or null while there is none. */
export const ratingOf = (row: { reviewCount: number; ratingSum: number }): number | null =>
  row.reviewCount > 0 ? Math.round((row.ratingSum * 10) / row.reviewCount) / 10 : null;

/** A product's net quantity, when declared. */
const netOf = (row: { netQuantity: number | null; netUnit: NetUnit | null }) =>
  row.netQuantity !== null && row.netUnit !== null ? { amount: Number(row.netQuantity), unit: row.netUnit } : null;

/**
 * The unit sale price every reply shows (Legal Metrology rule 6(11)), from the selling price and the net quantity:
 * written once, in the contract's declarations, for every list and the detail page.
 */
export function unitSalePriceOf(row: { pricePaise: number; netQuantity: number | null; netUnit: NetUnit | null }): string | null {
  const net = netOf(row);
  return net ? formatUnitSalePrice(row.pricePaise, net) : null;
}

/** The price to compare packs by (issue 33), or null for pieces, a litre or more, or no net quantity. */
export function comparablePriceOf(row: { pricePaise: number; netQuantity: number | null; netUnit: NetUnit | null }): string | null {
  const net = netOf(row);
  return net ? comparablePrice(row.pricePaise, net) : null;
}

/** "500 g", "1 L", "6 pieces", or null while not declared. */
export function netQuantityOf(row: { netQuantity: number | null; netUnit: NetUnit | null }): string | null {
  const net = netOf(row);
  return net ? formatNetQuantity(net) : null;
}

export function toProduct(row: ProductRow): Product {
  return {
    Id: row.id,
    Name: row.name,
    HindiName: row.hindiName,
    Img: row.image,
    Price: rupeesFromPaise(row.pricePaise),
    OldPrice: rupeesFromPaise(row.mrpPaise),
    disper: `${discountPercent(row.mrpPaise, row.pricePaise)}%`,
    // A product is in stock only while at least its minimum order quantity remains.
    In_stock: row.stock >= row.minQty,
    OrderMinimumQuantity: row.minQty,
    OrderMaximumQuantity: row.maxQty,
    Brand: row.brand,
    Pack_Size: row.packSize,
    ShortDescription: row.shortDescription,
    HindiShortDescription: row.hindiShortDescription,
    Popularity: row.popularity,
    CatId: row.categoryId,
    CatName: row.categoryName,
    UnitSalePrice: unitSalePriceOf(row),
    ComparablePrice: comparablePriceOf(row),
    FoodType: row.foodType,
    StockLeft: row.stockLeft === null ? null : Number(row.stockLeft),
    Rating: ratingOf(row),
    ReviewCount: row.reviewCount,
    Bestseller: row.bestsellerRank !== null,
  };
}

export type DetailRow = {
  description: string;
  origin: string;
  hindiDescription: string | null;
  hindiOrigin: string | null;
  countryOfOrigin: string;
  manufacturer: string;
  bestBefore: string | null;
  hsn: string | null;
  gstRate: number | null;
} & FoodLabelColumns;

export function toProductDetail(
  row: ProductRow & DetailRow & { parentId: number | null; parentName: string | null },
): Omit<ProductDetail, 'DeliveredBestBefore'> {
  const base = toProduct(row);
  return {
    ...base,
    discountper: base.disper,
    Description: row.description,
    Origin: row.origin,
    HindiDescription: row.hindiDescription,
    HindiOrigin: row.hindiOrigin,
    ParentCatId: row.parentId,
    ParentCatName: row.parentName,
    NetQuantity: netQuantityOf(row),
    CountryOfOrigin: row.countryOfOrigin,
    Manufacturer: row.manufacturer,
    BestBefore: row.bestBefore,
    HSN: row.hsn,
    GSTRate: row.gstRate,
    Ingredients: row.ingredients,
    Allergens: row.allergens,
    Nutrition: row.nutrition,
    FssaiLicence: row.fssaiLicence,
    OrganicCertification: organicOf(row),
    FreshProduce: row.freshProduce,
  };
}
