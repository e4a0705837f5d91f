import { describe, expect, it } from 'vitest';
import { PRICE_SLIDER_MAX, readShopParams, writeShopParams } from './shopParams';

const read = (qs: string) => readShopParams(new URLSearchParams(qs));

describe('shop filters in the address', () => {
  it('starts with every product, by popularity, on page 1, up to the top of the price slider', () => {
    expect(read('')).toEqual({ search: '', maxPrice: PRICE_SLIDER_MAX, sort: 'default', page: 1, catid: 0, brand: '', foodType: '', inStock: false });
  });

  it('keeps a plain /shop address plain', () => {
    expect(writeShopParams(read('')).toString()).toBe('');
  });

  it('reads back exactly what it wrote', () => {
    const filters = { search: 'basmati rice', maxPrice: 250, sort: 'priceDesc' as const, page: 3, catid: 4, brand: 'Annapurna', foodType: 'veg' as const, inStock: true };
    expect(readShopParams(writeShopParams(filters))).toEqual(filters);
  });

  it('falls back to the defaults for a sort, page or price it does not know', () => {
    expect(read('sort=cheapest&page=-2&maxPrice=lots&catid=x&foodType=meat&inStock=yes')).toEqual({
      search: '',
      maxPrice: PRICE_SLIDER_MAX,
      sort: 'default',
      page: 1,
      catid: 0,
      brand: '',
      foodType: '',
      inStock: false,
    });
    expect(read('page=2.5').page).toBe(1);
  });

  it('keeps the price on the slider: 0 to 500', () => {
    expect(read('maxPrice=9000').maxPrice).toBe(PRICE_SLIDER_MAX);
    expect(read('maxPrice=-5').maxPrice).toBe(0);
    expect(read('maxPrice=0').maxPrice).toBe(0);
  });

  it('drops blank keywords from the address', () => {
    expect(writeShopParams({ ...read(''), search: '   ' }).has('search')).toBe(false);
  });
});
