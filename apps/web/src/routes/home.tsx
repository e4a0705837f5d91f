import { SHOP_NAME } from '@shop/contract/pages';
import { categoriesQuery } from '../features/catalog/api';
import { bannersQuery, homeProductsQuery } from '../features/home/api';
import { HomePage } from '../features/home/HomePage';
import { absolute, pageMeta } from '../lib/head';
import { pageData } from '../lib/page-data';

const reads = pageData(async (read) => {
  await Promise.all([read(bannersQuery), read(homeProductsQuery), read(categoriesQuery)]);
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** The shop's own title and description (the root's), and who the shop is for search engines. */
export const meta = pageMeta(({ origin }) => {
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
});

export default HomePage;
