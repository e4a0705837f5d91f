import type { Product, ProductDetail } from '@shop/contract';
import { categories, products } from '../../db/schema/index.ts';

/** Paise to rupees, as every reply gives money. */
export const rupees = (paise: number) => Math.round(paise) / 100;

export function discountPercent(mrpPaise: number, pricePaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - pricePaise) / mrpPaise) * 100);
}

/** The columns every product list selects, so one row shape feeds toProduct. */
export const productColumns = {
  id: products.id,
  name: products.name,
  image: products.image,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  stock: products.stock,
  minQty: products.minQty,
  maxQty: products.maxQty,
  brand: products.brand,
  packSize: products.packSize,
  shortDescription: products.shortDescription,
  popularity: products.popularity,
  categoryId: products.categoryId,
  categoryName: categories.name,
};

export type ProductRow = {
  id: number;
  name: string;
  image: string;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  minQty: number;
  maxQty: number;
  brand: string;
  packSize: string;
  shortDescription: string;
  popularity: number;
  categoryId: number;
  categoryName: string;
};

export function toProduct(row: ProductRow): Product {
  return {
    Id: row.id,
    Name: row.name,
    Img: row.image,
    Price: rupees(row.pricePaise),
    OldPrice: rupees(row.mrpPaise),
    disper: `${discountPercent(row.mrpPaise, row.pricePaise)}%`,
    // A product is in stock only while at least its minimum order quantity remains.
    In_stock: row.stock >= row.minQty,
    OrderMinimumQuantity: row.minQty,
    OrderMaximumQuantity: row.maxQty,
    Brand: row.brand,
    Pack_Size: row.packSize,
    ShortDescription: row.shortDescription,
    Popularity: row.popularity,
    CatId: row.categoryId,
    CatName: row.categoryName,
  };
}

export function toProductDetail(
  row: ProductRow & { description: string; origin: string; parentId: number | null; parentName: string | null },
): ProductDetail {
  const base = toProduct(row);
  return {
    ...base,
    discountper: base.disper,
    Description: row.description,
    Origin: row.origin,
    ParentCatId: row.parentId,
    ParentCatName: row.parentName,
  };
}
