import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** Active banners for the home carousel (GET /api/bannerlist). */
export function useBanners() {
  return useQuery({
    queryKey: ['bannerlist'],
    queryFn: async ({ signal }) => (await call('bannerList', undefined, signal)).data,
    staleTime: 5 * 60_000,
  });
}

/** The home page's products, most popular first (GET /api/homePageproductlist). */
export function useHomeProducts() {
  return useQuery({
    queryKey: ['homePageproductlist'],
    queryFn: async ({ signal }) => (await call('homeProducts', undefined, signal)).data,
  });
}
