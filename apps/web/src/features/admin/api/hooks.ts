import type { AdminAuditEntry, AdminBanner, AdminCategory, AdminCompany, AdminCoupon, AdminCouponUse, AdminDashboard, AdminMe, AdminMember, AdminMemberDetail, AdminMessage, AdminOrderDetail, AdminOrderSummary, AdminPage, AdminProduct, AdminProductDetail, AdminSubscriber } from '@shop/contract/admin';
import { useAdminQuery } from './client';

type Params = Record<string, string | number | boolean | undefined>;

export const useAdminMe = () => useAdminQuery<AdminMe>(['me'], 'me');
export const useDashboard = () => useAdminQuery<AdminDashboard>(['dashboard'], 'dashboard');

export const useAdminProducts = (params: Params) => useAdminQuery<AdminPage<AdminProduct>>(['products', 'list'], 'products', params);
export const useAdminProduct = (id: number | undefined) => useAdminQuery<AdminProductDetail>(['products', id], `products/${id}`, undefined, { enabled: id !== undefined });

export const useAdminCategories = () => useAdminQuery<AdminCategory[]>(['categories'], 'categories');
export const useAdminBanners = () => useAdminQuery<AdminBanner[]>(['banners'], 'banners');
export const useAdminCompany = () => useAdminQuery<AdminCompany | null>(['company'], 'company');

export const useAdminOrders = (params: Params) => useAdminQuery<AdminPage<AdminOrderSummary>>(['orders', 'list'], 'orders', params);
export const useAdminOrder = (id: number) => useAdminQuery<AdminOrderDetail>(['orders', id], `orders/${id}`);

export const useAdminCoupons = (params: Params) => useAdminQuery<AdminPage<AdminCoupon>>(['coupons', 'list'], 'coupons', params);
export const useCouponUses = (id: number | undefined, page: number) => useAdminQuery<AdminPage<AdminCouponUse>>(['coupons', id, 'uses'], `coupons/${id}/uses`, { page, pageSize: 10 }, { enabled: id !== undefined });

export const useAdminMembers = (params: Params) => useAdminQuery<AdminPage<AdminMember>>(['members', 'list'], 'members', params);
export const useAdminMember = (id: number) => useAdminQuery<AdminMemberDetail>(['members', id], `members/${id}`);

export const useAdminMessages = (params: Params) => useAdminQuery<AdminPage<AdminMessage> & { unreadCount: number }>(['messages'], 'messages', params);
export const useAdminSubscribers = (params: Params) => useAdminQuery<AdminPage<AdminSubscriber>>(['subscribers'], 'subscribers', params);
export const useAuditLog = (params: Params) => useAdminQuery<AdminPage<AdminAuditEntry>>(['audit'], 'audit', params);
