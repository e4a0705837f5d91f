import type { CallInput } from '@shop/contract/routes';
import { useAdminQuery } from './client';

/**
 * A list screen's filters, as its address bar holds them (text); the server checks them against the call's query
 * schema and refuses a wrong one with a message.
 */
type Filters = Record<string, string | number | boolean | undefined>;
type ListCall = 'adminProducts' | 'adminOrders' | 'adminCoupons' | 'adminMembers' | 'adminMessages' | 'adminSubscribers' | 'adminAudit' | 'adminReviews';
const list = <K extends ListCall>(filters: Filters) => ({ query: filters }) as CallInput<K>;

export const useAdminMe = () => useAdminQuery(['me'], 'adminMe');
export const useDashboard = () => useAdminQuery(['dashboard'], 'adminDashboard');

export const useAdminProducts = (filters: Filters) => useAdminQuery(['products', 'list'], 'adminProducts', list<'adminProducts'>(filters));
export const useAdminProduct = (id: number | undefined) => useAdminQuery(['products', id], 'adminProduct', { params: { id: id ?? 0 } }, { enabled: id !== undefined });

export const useAdminCategories = () => useAdminQuery(['categories'], 'adminCategories');
export const useAdminBanners = () => useAdminQuery(['banners'], 'adminBanners');
export const useAdminCompany = () => useAdminQuery(['company'], 'adminCompany');

export const useAdminOrders = (filters: Filters) => useAdminQuery(['orders', 'list'], 'adminOrders', list<'adminOrders'>(filters));
export const useAdminOrder = (id: number) => useAdminQuery(['orders', id], 'adminOrder', { params: { id } });

export const useAdminCoupons = (filters: Filters) => useAdminQuery(['coupons', 'list'], 'adminCoupons', list<'adminCoupons'>(filters));
export const useCouponUses = (id: number | undefined, page: number) =>
  useAdminQuery(['coupons', id, 'uses'], 'adminCouponUses', { params: { id: id ?? 0 }, query: { page, pageSize: 10 } }, { enabled: id !== undefined });

export const useAdminMembers = (filters: Filters) => useAdminQuery(['members', 'list'], 'adminMembers', list<'adminMembers'>(filters));
export const useAdminMember = (id: number) => useAdminQuery(['members', id], 'adminMember', { params: { id } });

export const useAdminMessages = (filters: Filters) => useAdminQuery(['messages'], 'adminMessages', list<'adminMessages'>(filters));
export const useAdminReviews = (filters: Filters) => useAdminQuery(['reviews'], 'adminReviews', list<'adminReviews'>(filters));
export const useAdminSubscribers = (filters: Filters) => useAdminQuery(['subscribers'], 'adminSubscribers', list<'adminSubscribers'>(filters));
export const useAuditLog = (filters: Filters) => useAdminQuery(['audit'], 'adminAudit', list<'adminAudit'>(filters));

export const useDeliveryOptions = () => useAdminQuery(['delivery', 'options'], 'adminDeliveryOptions');
export const useDeliveryAreas = (did: number) => useAdminQuery(['delivery', 'areas', did], 'adminDeliveryAreas', { query: { did } });
export const useDeliverySlots = (did: number) => useAdminQuery(['delivery', 'slots', did], 'adminDeliverySlots', { query: { did } });
export const useClosedDays = () => useAdminQuery(['delivery', 'closed'], 'adminClosedDays');
export const usePickingList = (day: string | undefined, slot: number | undefined) => useAdminQuery(['picking', day ?? 'next', slot ?? 0], 'adminPickingList', { query: { day, slot } });
