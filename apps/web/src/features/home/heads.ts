import { SHOP_NAME } from '@shop/contract/pages';
import { absolute, type Head, type HeadOf } from '../../lib/head';

/** The home page: the shop's own title and description, and who the shop is for search engines. */
export function homeHead({ origin }: HeadOf): Head {
  const url = absolute(origin, '/');
  return {
    canonical: '/',
    image: '/favicon.svg',
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
