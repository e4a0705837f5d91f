import { msg } from '@lingui/core/macro';
import { metaDescription, SHOP_NAME } from '@shop/contract/pages';
import SearchPage from '../features/search/SearchPage';
import { searchQuery, searchWords } from '../features/search/api';
import { pageMeta } from '../lib/head';
import { pageData } from '../lib/page-data';

/** The products matching `?search=`; blank words are not searched. */
const reads = pageData(async (read, { url }) => {
  const words = searchWords(url.searchParams.get('search') ?? '');
  if (words) await read(searchQuery(words));
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** The words searched for, not indexed: its results are the products' pages, which are. */
export const meta = pageMeta(({ i18n, language, search }) => {
  const words = searchWords(search.get('search') ?? '').slice(0, 100);
  return {
    title: language === 'hi' ? (words ? i18n._(msg`Search: ${words}`) : i18n._(msg`Search`)) : words ? `Search: ${words}` : 'Search',
    description: language === 'hi' ? undefined : metaDescription(words ? `Products of ${SHOP_NAME} matching “${words}”.` : `Search the products of ${SHOP_NAME}.`),
    canonical: words ? `/search?search=${encodeURIComponent(words)}` : '/search',
    robots: 'noindex, follow',
  };
});

export default SearchPage;
