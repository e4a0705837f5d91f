import { useLingui } from '@lingui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Category, ProductSort } from '@shop/contract';
import type { FoodType } from '@shop/contract/declarations';
import { callQuery } from '../../lib/page-data';

const categoryCache = 5 * 60_000;

/** Top-level categories (GET /api/productcat). */
export const categoriesQuery = callQuery(['productcat'], 'categoryList', {}, (reply) => reply.data);

export function useCategories() {
  return useQuery({ ...categoriesQuery, staleTime: categoryCache });
}

/** The subcategories of one category (GET /api/productcat?catid). */
export const subcategoriesQuery = (catid: number | undefined) => callQuery(['productcat', catid], 'categoryList', { query: { catid } }, (reply) => reply.data);

export function useSubcategories(catid: number | undefined) {
  return useQuery({ ...subcategoriesQuery(catid), enabled: catid !== undefined, staleTime: categoryCache });
}

export type CategoryTree = { all: Category[]; roots: Category[]; byId: Map<number, Category>; childrenOf: (id: number) => Category[] };

/** Every category and subcategory in one call (GET /api/categories). */
export const categoryTreeQuery = callQuery(['categories', 'tree'], 'categoryTree', {}, (reply) => reply.data);

/** The category tree, with lookups by id and parent. */
export function useCategoryTree() {
  return useQuery({
    ...categoryTreeQuery,
    staleTime: categoryCache,
    select: (all): CategoryTree => {
      const byId = new Map(all.map((c) => [c.catid, c]));
      const roots = all.filter((c) => c.ParentId === null);
      return { all, roots, byId, childrenOf: (id) => all.filter((c) => c.ParentId === id) };
    },
  });
}

/**
 * A category's name in the shopper's language, by its id: product replies name their category in English only
 * (CatName), so Hindi looks the Devanagari name up in the category tree (fetched only while Hindi is shown).
 */
export function useCategoryName() {
  const hindi = useLingui().i18n.locale === 'hi';
  const tree = useQuery({ ...categoryTreeQuery, staleTime: categoryCache, enabled: hindi });
  // Without an id (a search suggestion names its category only), by the English name.
  return (catid: number | null | undefined, name: string) => {
    if (!hindi) return name;
    return tree.data?.find((c) => (catid == null ? c.CatName === name : c.catid === catid))?.HindiName || name;
  };
}

export type ProductPageQuery = {
  catid?: number;
  search?: string;
  maxPrice?: number;
  sort?: ProductSort;
  brand?: string;
  foodType?: FoodType;
  inStock?: 'true';
  page: number;
  pageSize: number;
};

/** One page of products from GET /api/product, with the total count. */
export const productPageQuery = (query: ProductPageQuery) =>
  callQuery(['product', query], 'productList', { query: { ...query, sort: query.sort === 'default' ? undefined : query.sort } }, (reply) => ({ items: reply.data, total: reply.total ?? reply.data.length }));

/** One page of products; the previous page stays shown while the next loads. */
export function useProductPage(query: ProductPageQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...productPageQuery(query), placeholderData: keepPreviousData, enabled: opts.enabled ?? true });
}

/** A subcategory's products are shown 9 a page (docs/product.md#subcategory). */
export const SUBCATEGORY_PAGE_SIZE = 9;

/** A category's page shows all its subcategories' products, 20 a page, as the shop does (decision 184). */
export const CATEGORY_PAGE_SIZE = 20;

/** "More from {category}": the first five of a product's subcategory (one of them may be the product itself). */
export const relatedQuery = (catid: number, inStockOnly = false) => productPageQuery({ catid, page: 1, pageSize: 5, ...(inStockOnly ? { inStock: 'true' as const } : {}) });

/** The brands on sale in a category or in all (GET /api/product/brands), for the shop's brand filter. */
export const brandsQuery = (catid: number) => callQuery(['product', 'brands', catid], 'productBrands', { query: catid ? { catid } : {} }, (reply) => reply.data);

/** One product's details (GET /api/productdetails?Pid). */
export const productQuery = (id: number | undefined) => callQuery(['productdetails', id], 'productDetails', { query: { Pid: id as number } }, (reply) => reply.data);

export function useProduct(id: number | undefined) {
  return useQuery({ ...productQuery(id), enabled: id !== undefined });
}
