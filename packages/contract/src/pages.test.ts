import { describe, expect, it } from 'vitest';
import { productPictureSrcSet } from './pages.ts';

describe('productPictureSrcSet', () => {
  it('offers the 400 px copy of an uploaded picture beside the 800 px one', () => {
    expect(productPictureSrcSet('/api/uploads/products/ghee-ab12-800.webp')).toBe('/api/uploads/products/ghee-ab12-400.webp 400w, /api/uploads/products/ghee-ab12-800.webp 800w');
  });
  it('leaves drawn pictures and other files alone', () => {
    expect(productPictureSrcSet('/images/products/basmati-rice.svg')).toBeUndefined();
    expect(productPictureSrcSet('/api/uploads/products/ghee-800.png')).toBeUndefined();
  });
});
