import { useLingui } from '@lingui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Category, ProductSort } from '@shop/contract';
import { call } from '../../lib/api';

const categoryCache = 5 * 60_000;

/** Top-level categories (GET /api/productcat). */
export function useCategories() {
  return useQuery({
    queryKey: ['productcat'],
    queryFn: async ({ signal }) => (await call('categoryList', undefined, signal)).data,
    staleTime: categoryCache,
  });
}

/** The subcategories of one category (GET /api/productcat?catid). */
export function useSubcategories(catid: number | undefined) {
  return useQuery({
    queryKey: ['productcat', catid],
    queryFn: async ({ signal }) => (await call('categoryList', { query: { catid } }, signal)).data,
    enabled: catid !== undefined,
    staleTime: categoryCache,
  });
}

export type CategoryTree = { all: Category[]; roots: Category[]; byId: Map<number, Category>; childrenOf: (id: number) => Category[] };

/** Every category and subcategory in one call (GET /api/categories), with lookups by id and parent. */
export function useCategoryTree() {
  return useQuery({
    queryKey: ['categories', 'tree'],
    queryFn: async ({ signal }) => (await call('categoryTree', undefined, signal)).data,
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
  const tree = useQuery({
    queryKey: ['categories', 'tree'],
    queryFn: async ({ signal }) => (await call('categoryTree', undefined, signal)).data,
    staleTime: categoryCache,
    enabled: hindi,
  });
  // Without an id (a search suggestion names its category only), by the English name.
  return (catid: number | null | undefined, name: string) => {
    if (!hindi) return name;
    return tree.data?.find((c) => (catid == null ? c.CatName === name : c.catid === catid))?.HindiName || name;
  };
}

export type ProductPageQuery = { catid?: number; search?: string; maxPrice?: number; sort?: ProductSort; page: number; pageSize: number };

/** One page of products from GET /api/product, with the total count; the previous page stays shown while the next loads. */
export function useProductPage(query: ProductPageQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['product', query],
    queryFn: async ({ signal }) => {
      const reply = await call('productList', { query: { ...query, sort: query.sort === 'default' ? undefined : query.sort } }, signal);
      return { items: reply.data, total: reply.total ?? reply.data.length };
    },
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

/** One product's details (GET /api/productdetails?Pid). */
export function useProduct(id: number | undefined) {
  return useQuery({
    queryKey: ['productdetails', id],
    queryFn: async ({ signal }) => (await call('productDetails', { query: { Pid: id } }, signal)).data,
    enabled: id !== undefined,
  });
}
