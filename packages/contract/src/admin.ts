/** The back office's calls, all under /api/admin (admins only). */
export * from './admin/products.ts';
export * from './admin/catalogue.ts';
export * from './admin/orders.ts';
export * from './admin/coupons.ts';
export * from './admin/people.ts';
export * from './admin/office.ts';
export * from './admin/delivery.ts';
export * from './admin/gst.ts';
export * from './admin/reviews.ts';
export * from './admin/batches.ts';
export {
  pagingQuery as adminPagingQuery,
  idPath as adminIdPath,
  messageReply as adminMessageOnlyReply,
  lowStockThreshold,
  type PageOf as AdminPage,
} from './admin/common.ts';
