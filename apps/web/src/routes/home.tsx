import { categoriesQuery } from '../features/catalog/api';
import { bannersQuery, homeProductsQuery } from '../features/home/api';
import { HomePage } from '../features/home/HomePage';
import { homeHead } from '../features/home/heads';
import { pageMeta } from '../lib/head';
import { pageData } from '../lib/page-data';

const reads = pageData(async (read) => {
  await Promise.all([read(bannersQuery), read(homeProductsQuery), read(categoriesQuery)]);
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export const meta = pageMeta(homeHead);

export default HomePage;
