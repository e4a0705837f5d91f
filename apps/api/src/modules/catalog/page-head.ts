// What a page tells search engines and chat apps before any script runs (issue 17, decision 130): its title,
// description, canonical address, Open Graph / Twitter card and structured data (JSON-LD), from the same catalogue
// reads its calls answer with; and whether it exists at all (an unknown product or category is a 404).
//   /                      Organization and WebSite with a search action
//   /shop, /category       the lists
//   /category/:id          the category, BreadcrumbList
//   /subcategory/:id       the subcategory, BreadcrumbList
//   /product/:id           the product: Product with its offer (price in INR, availability), BreadcrumbList
//   /search?search=        the words searched for; not indexed (followed)
// Other pages keep index.html's head. page-html.ts writes the tags, escaped.
import { categoryPageDescription, metaDescription, pageTitle, productPageWords, SHOP_DESCRIPTION, SHOP_NAME } from '@shop/contract/pages';
import type { Category, ProductDetail } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { PageHead } from '../../http/page-html.ts';
import { keptPerVersion } from './kept-per-version.ts';
import type { VersionSource } from './reply-cache.ts';
import { listAllCategories, productDetail } from './service.ts';

const id = (text: string | undefined) => (text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined);

/** The site's absolute address for `path` (a path of this site, or an address elsewhere as it is). */
export const absolute = (origin: string, path: string) => new URL(path, `${origin}/`).href;

type Crumb = { name: string; path: string };

function breadcrumbs(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absolute(origin, crumb.path) })),
  };
}

const notFound = (origin: string, path: string): PageHead => ({
  status: 404,
  title: pageTitle('Page not found'),
  description: SHOP_DESCRIPTION,
  canonical: absolute(origin, path),
  robots: 'noindex',
});

function home(origin: string): PageHead {
  const url = absolute(origin, '/');
  return {
    title: pageTitle(),
    description: SHOP_DESCRIPTION,
    canonical: url,
    image: absolute(origin, '/favicon.svg'),
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'Organization', name: SHOP_NAME, url, logo: absolute(origin, '/favicon.svg') },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SHOP_NAME,
        url,
        potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: `${absolute(origin, '/search')}?search={search_term_string}` }, 'query-input': 'required name=search_term_string' },
      },
    ],
  };
}

function product(origin: string, p: ProductDetail): PageHead {
  const url = absolute(origin, `/product/${p.Id}`);
  const price = p.Price.toFixed(2);
  const image = absolute(origin, p.Img);
  const about = p.ShortDescription || p.Description;
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (p.ParentCatId !== null && p.ParentCatName !== null) crumbs.push({ name: p.ParentCatName, path: `/category/${p.ParentCatId}` });
  crumbs.push({ name: p.CatName, path: p.ParentCatId === null ? `/category/${p.CatId}` : `/subcategory/${p.CatId}` }, { name: p.Name, path: `/product/${p.Id}` });
  const words = productPageWords(p);
  return {
    title: pageTitle(words.title),
    description: words.description,
    canonical: url,
    image,
    imageAlt: p.Name,
    ogType: 'product',
    price: { amount: price, currency: 'INR' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.Name,
        sku: String(p.Id),
        image: [image],
        description: about || p.Name,
        brand: { '@type': 'Brand', name: p.Brand },
        category: p.CatName,
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'INR',
          price,
          availability: p.In_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: SHOP_NAME },
        },
      },
      breadcrumbs(origin, crumbs),
    ],
  };
}

function category(origin: string, all: Category[], c: Category, path: string): PageHead {
  const parent = c.ParentId === null ? undefined : all.find((other) => other.catid === c.ParentId);
  const children = all.filter((other) => other.ParentId === c.catid).map((other) => other.CatName);
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, { name: 'Categories', path: '/category' }];
  if (parent) crumbs.push({ name: parent.CatName, path: `/category/${parent.catid}` });
  crumbs.push({ name: c.CatName, path });
  return {
    title: pageTitle(c.CatName),
    description: categoryPageDescription(c.CatName, children, parent?.CatName),
    canonical: absolute(origin, path),
    image: absolute(origin, c.PictureName),
    imageAlt: c.CatName,
    jsonLd: [breadcrumbs(origin, crumbs)],
  };
}

/** The head of the page at `pathname` (without its query), or undefined for a page that keeps index.html's. */
export async function pageHead(db: Db, origin: string, pathname: string): Promise<PageHead | undefined> {
  if (pathname === '/') return home(origin);
  if (pathname === '/shop') {
    return {
      title: pageTitle('Shop all products'),
      description: metaDescription(`Every product of ${SHOP_NAME}: atta, rice, dals, spices, ghee, honey, oils, snacks and natural personal care, delivered across India.`),
      canonical: absolute(origin, '/shop'),
    };
  }
  if (pathname === '/category') {
    return { title: pageTitle('Categories'), description: metaDescription(`Browse the categories of ${SHOP_NAME}: staples, spices, oils and ghee, dry fruits, beverages, personal and home care.`), canonical: absolute(origin, '/category') };
  }
  const [, section, ...rest] = pathname.split('/');
  if (section === 'product') {
    const found = rest.length === 1 ? id(rest[0]) : undefined;
    const detail = found === undefined ? null : await productDetail(db, found);
    return detail ? product(origin, detail) : notFound(origin, pathname);
  }
  if (section === 'category' || section === 'subcategory') {
    const found = rest.length === 1 ? id(rest[0]) : undefined;
    const all = found === undefined ? [] : await listAllCategories(db);
    const shown = all.find((c) => c.catid === found);
    // A subcategory's page is /subcategory/:id (the app sends /category/:id of one there): its canonical address.
    return shown ? category(origin, all, shown, shown.ParentId === null ? pathname : `/subcategory/${shown.catid}`) : notFound(origin, pathname);
  }
  return undefined;
}

/** A search page: the words searched for, not indexed (its results are the products' pages, which are). */
export function searchHead(origin: string, search: URLSearchParams): PageHead {
  const words = (search.get('search') ?? '').trim().slice(0, 100);
  return {
    title: pageTitle(words ? `Search: ${words}` : 'Search'),
    description: metaDescription(words ? `Products of ${SHOP_NAME} matching “${words}”.` : `Search the products of ${SHOP_NAME}.`),
    canonical: words ? `${absolute(origin, '/search')}?search=${encodeURIComponent(words)}` : absolute(origin, '/search'),
    robots: 'noindex, follow',
  };
}

/** How many pages' heads are kept at most; the oldest go first. */
export const KEPT_PAGE_HEADS = 2000;

/** `pageHead` kept per path while the catalogue's version is unchanged; a search page's head is made each time (it reads nothing). */
export function keptPageHeads(db: Db, version: VersionSource, origin: string, limit = KEPT_PAGE_HEADS) {
  const kept = keptPerVersion(version, limit, (pathname) => pageHead(db, origin, pathname));
  return async (pathname: string, search: URLSearchParams): Promise<PageHead | undefined> => (pathname === '/search' ? searchHead(origin, search) : kept(pathname));
}
