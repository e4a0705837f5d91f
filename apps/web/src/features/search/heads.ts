import { msg } from '@lingui/core/macro';
import { metaDescription, SHOP_NAME } from '@shop/contract/pages';
import type { Head, HeadOf } from '../../lib/head';
import { searchWords } from './api';

/** A search's page: the words searched for, not indexed (its results are the products' pages, which are). */
export function searchHead({ i18n, language, search }: HeadOf): Head {
  const query = searchWords(search.get('search') ?? '').slice(0, 100);
  return {
    title: language === 'hi' ? (query ? i18n._(msg`Search: ${query}`) : i18n._(msg`Search`)) : query ? `Search: ${query}` : 'Search',
    description: language === 'hi' ? undefined : metaDescription(query ? `Products of ${SHOP_NAME} matching “${query}”.` : `Search the products of ${SHOP_NAME}.`),
    canonical: query ? `/search?search=${encodeURIComponent(query)}` : '/search',
    robots: 'noindex, follow',
  };
}
