import type { ProductSort } from '@shop/contract';
import { foodTypes, type FoodType } from '@shop/contract/declarations';
import { SHOP_PAGE_SIZE } from '@shop/contract/pages';
import type { ProductPageQuery } from './api';

/** Shop constants (docs/product.md#shop) (the page size, SHOP_PAGE_SIZE, is in the contract). */
export const PRICE_SLIDER_MAX = 500;

/** The sorts, in the order the shop offers them (their words are in ShopToolbar). */
export const sortOptions: { value: ProductSort }[] = [{ value: 'default' }, { value: 'priceAsc' }, { value: 'priceDesc' }, { value: 'discount' }];

export type ShopFilters = {
  search: string;
  maxPrice: number;
  sort: ProductSort;
  page: number;
  /** A category (with its subcategories), 0 for all. */
  catid: number;
  /** One brand, '' for all. */
  brand: string;
  foodType: FoodType | '';
  inStock: boolean;
};

const wholeNumber = (raw: string | null) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : 0;
};

/** Reads the shop's filters from the address bar, falling back to the defaults for anything missing or odd. */
export function readShopParams(params: URLSearchParams): ShopFilters {
  const price = Number(params.get('maxPrice'));
  const sort = sortOptions.find((o) => o.value === params.get('sort'))?.value;
  const foodType = foodTypes.find((f) => f === params.get('foodType'));
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    maxPrice: params.has('maxPrice') && Number.isFinite(price) ? Math.min(PRICE_SLIDER_MAX, Math.max(0, Math.round(price))) : PRICE_SLIDER_MAX,
    sort: sort ?? 'default',
    page: wholeNumber(params.get('page')) || 1,
    catid: wholeNumber(params.get('catid')),
    brand: (params.get('brand') ?? '').trim().slice(0, 80),
    foodType: foodType ?? '',
    inStock: params.get('inStock') === 'true',
  };
}

/** Writes only what differs from the defaults, so a plain /shop stays plain. */
export function writeShopParams(f: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.search.trim()) params.set('search', f.search.trim());
  if (f.catid) params.set('catid', String(f.catid));
  if (f.brand) params.set('brand', f.brand);
  if (f.foodType) params.set('foodType', f.foodType);
  if (f.inStock) params.set('inStock', 'true');
  if (f.maxPrice < PRICE_SLIDER_MAX) params.set('maxPrice', String(f.maxPrice));
  if (f.sort !== 'default') params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** The page of products the shop's filters ask for (only a price below the slider's top limits it). */
export const shopProducts = (f: ShopFilters): ProductPageQuery => ({
  search: f.search || undefined,
  catid: f.catid || undefined,
  brand: f.brand || undefined,
  foodType: f.foodType || undefined,
  inStock: f.inStock ? 'true' : undefined,
  maxPrice: f.maxPrice < PRICE_SLIDER_MAX ? f.maxPrice : undefined,
  sort: f.sort,
  page: f.page,
  pageSize: SHOP_PAGE_SIZE,
});
