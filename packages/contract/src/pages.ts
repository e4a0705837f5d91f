/**
 * What the storefront's pages and the server agree on: page sizes, picture sizes, the words of the pages' heads, the
 * bare screens. Imported as '@shop/contract/pages': no zod here, so the shop's first page can use it without loading
 * the schemas.
 */

/** Products on a page of /shop (docs/product.md#shop). */
export const SHOP_PAGE_SIZE = 20;

/**
 * Uploaded product pictures are stored at 800 and 400 px (`…-800.webp` and `…-400.webp`, the back office's upload):
 * the browser may pick the smaller one. Drawn SVGs have one size for every screen (undefined).
 */
export function productPictureSrcSet(src: string): string | undefined {
  const sized = /^(.*)-800\.webp$/.exec(src);
  return sized ? `${sized[1]}-400.webp 400w, ${src} 800w` : undefined;
}

/** The `sizes` of a product picture: on a card in a grid, and on the product's page. */
export const productPictureSizes = {
  card: '(min-width: 1024px) 240px, 50vw',
  productPage: '(min-width: 768px) 560px, 100vw',
} as const;

/** The shop's name as the logo, the browser tab and the pages' titles show it (the company record may spell it out in full). */
export const SHOP_NAME = 'Annapurna Organics';

/** A page's title as the browser tab and search engines show it: "Shop | Annapurna Organics", or the shop's own for none. */
export const pageTitle = (title?: string) => (title ? `${title} | ${SHOP_NAME}` : `${SHOP_NAME}: groceries and natural products`);

/** The home page's description (index.html carries it too, for pages the server writes no head for). */
export const SHOP_DESCRIPTION =
  'Groceries and natural products delivered to your door: atta, rice, dals, spices, ghee, honey, oils and natural personal care.';

/** A page's meta description: whole words, at most 160 characters. */
export function metaDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= 160) return plain;
  const cut = plain.slice(0, 159);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120)).replace(/[\s,.;:]+$/, '')}…`;
}

/** A product page's title (before the shop's name) and description: the server's head and the page itself say the same. */
export function productPageWords(p: { Name: string; Pack_Size: string; Brand: string; Price: number; In_stock: boolean; ShortDescription: string; Description?: string }) {
  const about = p.ShortDescription || p.Description || '';
  return {
    title: `${p.Name}, ${p.Pack_Size}`,
    description: metaDescription(`${p.Name} (${p.Pack_Size}) by ${p.Brand} for ₹${p.Price.toFixed(2)}${p.In_stock ? '' : ', out of stock'}. ${about}`),
  };
}

/** A category or subcategory page's description, from its subcategories' names or its parent's. */
export const categoryPageDescription = (name: string, children: string[], parent?: string) =>
  metaDescription(`Buy ${name} online${children.length ? `: ${children.join(', ')}` : parent ? ` from our ${parent}` : ''}. Groceries and natural products delivered to your door by ${SHOP_NAME}.`);

/**
 * Screens shown without the shop's header and footer: the login screen, and the two pages that show one of them
 * alone. Routes match whatever the case and a trailing slash (/login, /Login/), so this does too.
 */
const bareScreens = new Set(['/login', '/footer', '/header']);
export const isBareScreen = (pathname: string) => bareScreens.has(pathname.toLowerCase().replace(/\/+$/, ''));
