import { useState, type ImgHTMLAttributes } from 'react';
import { productPictureSrcSet } from '@shop/contract/pages';

// A neutral basket drawn inline, shown when a picture is missing so a card never shows a broken image.
const fallback =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG markup
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#f5f5f4"/><path d="M30 52h60l-7 36H37z" fill="#d6d3d1"/><path d="M44 52l10-18M76 52 66 34" stroke="#a8a29e" stroke-width="5" stroke-linecap="round"/></svg>',
  );

/**
 * An <img> that falls back to a neutral picture when its source cannot be loaded. With `sizes`, an uploaded picture
 * also offers its smaller copy (productPictureSrcSet).
 */
export function SafeImage({ src, alt, sizes, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === src || !src;
  const srcSet = !broken && sizes ? productPictureSrcSet(src) : undefined;
  return <img src={broken ? fallback : src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} onError={() => setFailed(src)} {...rest} />;
}
