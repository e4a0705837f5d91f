import SearchPage from '../features/search/SearchPage';
import { searchQuery, searchWords } from '../features/search/api';
import { searchHead } from '../features/search/heads';
import { pageMeta } from '../lib/head';
import { pageData } from '../lib/page-data';

/** The products matching `?search=`; blank words are not searched. */
const reads = pageData(async (read, { url }) => {
  const words = searchWords(url.searchParams.get('search') ?? '');
  if (words) await read(searchQuery(words));
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export const meta = pageMeta(searchHead);

export default SearchPage;
