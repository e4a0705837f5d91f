import { msg } from '@lingui/core/macro';
import type { Category, ProductDetail } from '@shop/contract';
import { categoryPageDescription, metaDescription, productPageWords, SHOP_NAME } from '@shop/contract/pages';
import { absolute, type Head, type HeadOf } from '../../lib/head';

// What the catalogue's pages say in their heads (decision 130): search engines read the English (the contract's
// words), a shopper reading Hindi gets the names and words in Hindi. Structured data stays English.

type Crumb = { name: string; path: string };

function breadcrumbs(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absolute(origin, crumb.path) })),
  };
}

const hindiOr = (hindi: boolean, name: string, hindiName?: string | null) => (hindi && hindiName ? hindiName : name);

/** A product's page: its name, pack, price and picture, a Product with its offer, and its breadcrumbs. */
export function productHead(p: ProductDetail, { i18n, language, origin }: HeadOf): Head {
  const url = absolute(origin, `/product/${p.Id}`);
  const offerPrice = p.Price.toFixed(2);
  const image = absolute(origin, p.Img);
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (p.ParentCatId !== null && p.ParentCatName !== null) crumbs.push({ name: p.ParentCatName, path: `/category/${p.ParentCatId}` });
  crumbs.push({ name: p.CatName, path: p.ParentCatId === null ? `/category/${p.CatId}` : `/subcategory/${p.CatId}` }, { name: p.Name, path: `/product/${p.Id}` });
  let words = productPageWords(p);
  if (language === 'hi') {
    const name = hindiOr(true, p.Name, p.HindiName);
    const pack = p.Pack_Size;
    const brand = p.Brand;
    const price = `₹${offerPrice}`;
    const about = hindiOr(true, p.ShortDescription, p.HindiShortDescription) || hindiOr(true, p.Description, p.HindiDescription) || '';
    const offer = p.In_stock ? i18n._(msg`${name} (${pack}) by ${brand} for ${price}.`) : i18n._(msg`${name} (${pack}) by ${brand} for ${price}, out of stock.`);
    words = { title: `${name}, ${pack}`, description: metaDescription(`${offer} ${about}`) };
  }
  return {
    title: words.title,
    description: words.description,
    canonical: `/product/${p.Id}`,
    image: p.Img,
    imageAlt: p.Name,
    ogType: 'product',
    price: offerPrice,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.Name,
        sku: String(p.Id),
        image: [image],
        description: p.ShortDescription || p.Description || p.Name,
        brand: { '@type': 'Brand', name: p.Brand },
        category: p.CatName,
        // Only from approved reviews of verified buyers (decision 260), and only when there are some.
        ...(p.Rating !== null && { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.Rating, reviewCount: p.ReviewCount, bestRating: 5, worstRating: 1 } }),
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'INR',
          price: offerPrice,
          availability: p.In_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: SHOP_NAME },
        },
      },
      breadcrumbs(origin, crumbs),
    ],
  };
}

/** A category's or subcategory's page (at `path`): its name, what it holds or where it belongs, and its breadcrumbs. */
export function categoryHead(all: Category[], c: Category, path: string, { i18n, language, origin }: HeadOf): Head {
  const parentCategory = c.ParentId === null ? undefined : all.find((other) => other.catid === c.ParentId);
  const children = all.filter((other) => other.ParentId === c.catid);
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, { name: 'Categories', path: '/category' }];
  if (parentCategory) crumbs.push({ name: parentCategory.CatName, path: `/category/${parentCategory.catid}` });
  crumbs.push({ name: c.CatName, path });
  const hindi = language === 'hi';
  const name = hindiOr(hindi, c.CatName, c.HindiName);
  let description = categoryPageDescription(c.CatName, children.map((child) => child.CatName), parentCategory?.CatName);
  if (hindi) {
    const shop = SHOP_NAME;
    const list = children.map((child) => hindiOr(true, child.CatName, child.HindiName)).join(', ');
    const parent = parentCategory && hindiOr(true, parentCategory.CatName, parentCategory.HindiName);
    description = metaDescription(
      children.length
        ? i18n._(msg`Buy ${name} online: ${list}. Groceries and natural products delivered to your door by ${shop}.`)
        : parent
          ? i18n._(msg`Buy ${name} online from our ${parent}. Groceries and natural products delivered to your door by ${shop}.`)
          : i18n._(msg`Buy ${name} online. Groceries and natural products delivered to your door by ${shop}.`),
    );
  }
  return { title: name, description, canonical: path, image: c.PictureName, imageAlt: c.CatName, jsonLd: [breadcrumbs(origin, crumbs)] };
}

/** The shop's list of every product. */
export function shopHead({ i18n, language }: HeadOf): Head {
  if (language === 'hi') return { title: i18n._(msg`Shop`), canonical: '/shop' };
  return {
    title: 'Shop all products',
    description: metaDescription(`Every product of ${SHOP_NAME}: atta, rice, dals, spices, ghee, honey, oils, snacks and natural personal care, delivered to your door.`),
    canonical: '/shop',
  };
}

/** The category browser. */
export function categoriesHead({ i18n, language }: HeadOf): Head {
  return {
    title: i18n._(msg`Categories`),
    description: language === 'hi' ? undefined : metaDescription(`Browse the categories of ${SHOP_NAME}: staples, spices, oils and ghee, dry fruits, beverages, personal and home care.`),
    canonical: '/category',
  };
}
