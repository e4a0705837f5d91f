import { describe, expect, it } from 'vitest';
import { calls, isAdminPath, pathOf, urlOf } from './calls.ts';
import { routes } from './routes.ts';

describe('the route table', () => {
  it('names every call once, and each method and path once', () => {
    const keys = Object.values(calls).map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(routes).sort()).toEqual(Object.keys(calls).sort());
    for (const [name, route] of Object.entries(routes)) expect(`${route.method} ${route.path}`, name).toBe(`${calls[name as keyof typeof calls].method} ${calls[name as keyof typeof calls].path}`);
  });

  it('keeps the public paths exactly as published, spellings included', () => {
    expect(calls.productSearch.path).toBe('/api/productserach');
    expect(calls.register.path).toBe('/api/memberregistraion');
    expect(calls.addressList.path).toBe('/api/shipingdetails');
    expect(calls.refreshCartStock.path).toBe('/api/CurrentStockbyProductUpdatecart');
  });

  it('puts every back-office call under /api/admin, and a path parameter only there', () => {
    for (const [name, call] of Object.entries(calls)) {
      expect(isAdminPath(call.path), name).toBe(name.startsWith('admin'));
      if (call.path.includes(':')) expect(isAdminPath(call.path), name).toBe(true);
    }
  });

  it('fills path parameters encoded, and leaves blank query values out', () => {
    expect(pathOf(calls.adminProduct, { id: 7 })).toBe('/api/admin/products/7');
    expect(pathOf(calls.adminProduct, { id: 'a/b' })).toBe('/api/admin/products/a%2Fb');
    expect(() => pathOf(calls.adminProduct)).toThrow('needs the parameter id');
    expect(urlOf(calls.productList, { query: { catid: 3, search: '', sort: undefined, page: 1, pageSize: 12 } })).toBe('/api/product?catid=3&page=1&pageSize=12');
    expect(urlOf(calls.productSearch, { query: { search: 'आटा 1 kg' } })).toBe('/api/productserach?search=%E0%A4%86%E0%A4%9F%E0%A4%BE+1+kg');
    expect(urlOf(calls.cartDetails)).toBe('/api/cartdetails');
  });
});
