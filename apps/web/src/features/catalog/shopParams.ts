import type { ProductSort } from '@shop/contract';
import { SHOP_PAGE_SIZE } from '@shop/contract/pages';
import type { ProductPageQuery } from './api';

/** Shop constants (docs/product.md#shop) (the page size, SHOP_PAGE_SIZE, is in the contract). */
export const PRICE_SLIDER_MAX = 500;

/** The sorts, in the order the shop offers them (their words are in ShopToolbar). */
export const sortOptions: { value: ProductSort }[] = [{ value: 'default' }, { value: 'priceAsc' }, { value: 'priceDesc' }, { value: 'discount' }];

export type ShopFilters = { search: string; maxPrice: number; sort: ProductSort; page: number };

/** Reads the shop's filters from the address bar, falling back to the defaults for anything missing or odd. */
export function readShopParams(params: URLSearchParams): ShopFilters {
  const price = Number(params.get('maxPrice'));
  const page = Number(params.get('page'));
  const sort = sortOptions.find((o) => o.value === params.get('sort'))?.value;
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    maxPrice: params.has('maxPrice') && Number.isFinite(price) ? Math.min(PRICE_SLIDER_MAX, Math.max(0, Math.round(price))) : PRICE_SLIDER_MAX,
    sort: sort ?? 'default',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes only what differs from the defaults, so a plain /shop stays plain. */
export function writeShopParams(f: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.search.trim()) params.set('search', f.search.trim());
  if (f.maxPrice < PRICE_SLIDER_MAX) params.set('maxPrice', String(f.maxPrice));
  if (f.sort !== 'default') params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** The page of products the shop's filters ask for (only a price below the slider's top limits it). */
export const shopProducts = (f: ShopFilters): ProductPageQuery => ({
  search: f.search || undefined,
  maxPrice: f.maxPrice < PRICE_SLIDER_MAX ? f.maxPrice : undefined,
  sort: f.sort,
  page: f.page,
  pageSize: SHOP_PAGE_SIZE,
});
