import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../lib/page-data';

/** Active banners for the home carousel (GET /api/bannerlist). */
export const bannersQuery = callQuery(['bannerlist'], 'bannerList', {}, (reply) => reply.data);

export function useBanners() {
  return useQuery({ ...bannersQuery, staleTime: 5 * 60_000 });
}

/** The home page's products, most popular first (GET /api/homePageproductlist). */
export const homeProductsQuery = callQuery(['homePageproductlist'], 'homeProducts', {}, (reply) => reply.data);

export function useHomeProducts() {
  return useQuery(homeProductsQuery);
}
