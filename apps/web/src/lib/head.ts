import type { I18n } from '@lingui/core';
import type { MetaDescriptor } from 'react-router';
import { msg } from '@lingui/core/macro';
import { pageTitle, SHOP_DESCRIPTION, SHOP_NAME } from '@shop/contract/pages';
import { headI18n } from '../i18n/i18n';
import type { Language } from '../i18n/language';

/**
 * What a page says about itself in its head (decision 130): its title (before the shop's name), description, canonical
 * path, picture, Open Graph type and price, robots rule and structured data. Route modules make one in their `meta`
 * from their loader's data, and `headTags` writes the tags; the server sends them in the page, and React Router updates
 * them on each navigation.
 */
export type Head = {
  /** The page's own title, before " | Annapurna Organics"; none for the shop's own title. */
  title?: string;
  description?: string;
  /** The page's canonical path and query; the page's own path without one. */
  canonical?: string;
  image?: string;
  imageAlt?: string;
  ogType?: 'website' | 'product';
  /** A product's price in rupees, two decimals. */
  price?: string;
  /** e.g. 'noindex, follow' for search results. */
  robots?: string;
  /** Structured data (schema.org), each written as one application/ld+json script. */
  jsonLd?: object[];
};

/** What the root's loader tells every page's head: the shop's public address and the page's language. */
export type RootData = { origin: string; language: Language };

/** The site's absolute address for `path` (a path of this site, or an address elsewhere as it is). */
export const absolute = (origin: string, path: string) => new URL(path, `${origin}/`).href;

/** The shop's own title and description, which a page without its own keeps: the contract's words in English. */
function shopWords(i18n: I18n, language: Language) {
  if (language !== 'hi') return { title: pageTitle(), description: SHOP_DESCRIPTION };
  const shop = SHOP_NAME;
  return {
    title: i18n._(msg`${shop}: groceries and natural products`),
    description: i18n._(msg`Groceries and natural products delivered to your door: atta, rice, dals, spices, ghee, honey, oils and natural personal care.`),
  };
}

export function headTags(head: Head, origin: string, path: string, shop: { title: string; description: string }): MetaDescriptor[] {
  const title = head.title ? pageTitle(head.title) : shop.title;
  head = { ...head, description: head.description ?? shop.description };
  const canonical = absolute(origin, head.canonical ?? path);
  const tags: MetaDescriptor[] = [{ title }];
  if (head.description) tags.push({ name: 'description', content: head.description });
  tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  if (head.robots) tags.push({ name: 'robots', content: head.robots });
  tags.push({ property: 'og:type', content: head.ogType ?? 'website' }, { property: 'og:site_name', content: SHOP_NAME }, { property: 'og:title', content: title }, { property: 'og:url', content: canonical });
  if (head.description) tags.push({ property: 'og:description', content: head.description });
  const image = head.image && absolute(origin, head.image);
  if (image) tags.push({ property: 'og:image', content: image });
  if (head.imageAlt) tags.push({ property: 'og:image:alt', content: head.imageAlt });
  if (head.price) tags.push({ property: 'product:price:amount', content: head.price }, { property: 'product:price:currency', content: 'INR' });
  tags.push({ name: 'twitter:card', content: image && head.ogType === 'product' ? 'summary_large_image' : 'summary' }, { name: 'twitter:title', content: title });
  if (head.description) tags.push({ name: 'twitter:description', content: head.description });
  if (image) tags.push({ name: 'twitter:image', content: image });
  for (const data of head.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

type MetaArgs = { data?: unknown; error?: unknown; location: { pathname: string; search: string }; matches: ({ id: string; data?: unknown } | undefined)[]; params: Record<string, string | undefined> };

/** What a route's `make` gets to write its head: its loader's data, its parameters, the texts and the shop's address. */
export type HeadOf<Data = unknown> = { data: Data; params: Record<string, string | undefined>; search: URLSearchParams; i18n: I18n; language: Language; origin: string };

/** A route's `meta`, from a function making its Head. */
export function pageMeta<Data = unknown>(make: (page: HeadOf<Data>) => Head) {
  return (args: MetaArgs): MetaDescriptor[] => {
    const root = args.matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
    // The browser's texts are in the language shown now, which the shopper may have switched since the page came.
    const i18n = headI18n(root?.language ?? 'en');
    const language: Language = i18n.locale === 'hi' ? 'hi' : 'en';
    const origin = root?.origin ?? (typeof location === 'undefined' ? '' : location.origin);
    const head = make({ data: args.data as Data, params: args.params, search: new URLSearchParams(args.location.search), i18n, language, origin });
    // A page that failed (an unknown product: its 404) is not indexed.
    return headTags(args.error ? { ...head, robots: 'noindex' } : head, origin, args.location.pathname, shopWords(i18n, language));
  };
}
