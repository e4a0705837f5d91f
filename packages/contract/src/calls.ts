/**
 * Every call of the shop's API: its method and path, written here and nowhere else. The server registers its routes
 * from this table (with the schemas of routes.ts), the web app calls by name, and the page hints and browser tests
 * take their URLs from it. Zod-free, so the storefront's first page can import it without the validation library.
 *
 * The store's paths are the public call table (docs/product.md, "Calls"), spellings included
 * (`/api/productserach`, `/api/shipingdetails`, `/api/memberregistraion`): they never change. The back office's are
 * all under /api/admin.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Call = { readonly method: Method; readonly path: string };

export const calls = {
  // The shop and its catalogue
  companyDetails: { method: 'GET', path: '/api/companydetails' },
  bannerList: { method: 'GET', path: '/api/bannerlist' },
  categoryList: { method: 'GET', path: '/api/productcat' },
  categoryTree: { method: 'GET', path: '/api/categories' },
  homeProducts: { method: 'GET', path: '/api/homePageproductlist' },
  productList: { method: 'GET', path: '/api/product' },
  productBrands: { method: 'GET', path: '/api/product/brands' },
  productDetails: { method: 'GET', path: '/api/productdetails' },
  productSearch: { method: 'GET', path: '/api/productserach' },
  searchSuggest: { method: 'GET', path: '/api/search/suggest' },
  stateList: { method: 'GET', path: '/api/state' },
  cityList: { method: 'GET', path: '/api/city' },

  // Sign-up, login and the member's account
  register: { method: 'POST', path: '/api/memberregistraion' },
  passwordLogin: { method: 'POST', path: '/api/login' },
  requestLoginCode: { method: 'GET', path: '/api/loginwithotp' },
  codeLogin: { method: 'POST', path: '/api/loginwithotp' },
  logout: { method: 'POST', path: '/api/logout' },
  deleteAccount: { method: 'POST', path: '/api/account/delete' },
  confirmEmail: { method: 'POST', path: '/api/account/confirm-email' },
  accountSecurity: { method: 'GET', path: '/api/account/security' },
  changePassword: { method: 'POST', path: '/api/account/password' },
  endSession: { method: 'POST', path: '/api/account/sessions/end' },
  logoutEverywhere: { method: 'POST', path: '/api/account/logout-everywhere' },
  setLanguage: { method: 'POST', path: '/api/account/language' },
  setMobile: { method: 'POST', path: '/api/account/mobile' },
  setName: { method: 'POST', path: '/api/account/name' },
  changeEmail: { method: 'POST', path: '/api/account/email' },
  confirmEmailChange: { method: 'POST', path: '/api/account/email/confirm' },
  myData: { method: 'GET', path: '/api/mydata' },

  // The cart and its coupon
  addToCart: { method: 'POST', path: '/api/addtocart' },
  changeQuantity: { method: 'GET', path: '/api/changeqty' },
  cartDetails: { method: 'GET', path: '/api/cartdetails' },
  refreshCartStock: { method: 'GET', path: '/api/CurrentStockbyProductUpdatecart' },
  applyCoupon: { method: 'POST', path: '/api/coupon/apply' },
  removeCoupon: { method: 'POST', path: '/api/coupon/remove' },
  couponOffers: { method: 'GET', path: '/api/coupon/offers' },

  // Addresses, checkout and orders
  addressList: { method: 'GET', path: '/api/shipingdetails' },
  saveAddress: { method: 'POST', path: '/api/shipingdetails' },
  deleteAddress: { method: 'GET', path: '/api/shipingaddressdelete' },
  deliveryOptions: { method: 'GET', path: '/api/shipingoption' },
  reviewOrder: { method: 'GET', path: '/api/placeorder' },
  placeOrder: { method: 'POST', path: '/api/ordersave' },
  orderList: { method: 'GET', path: '/api/myorderlist' },
  orderDetails: { method: 'GET', path: '/api/myorderdetails' },
  cancelOrder: { method: 'POST', path: '/api/order/cancel' },
  orderInvoice: { method: 'GET', path: '/api/invoice' },
  orderCreditNote: { method: 'GET', path: '/api/creditnote' },

  // Where the shop delivers, its slots and substitutions
  pinCode: { method: 'GET', path: '/api/pincode' },
  deliverySlots: { method: 'GET', path: '/api/deliveryslots' },
  setSubstitution: { method: 'POST', path: '/api/substitution' },

  // Coming back: buy again, order again, back in stock
  buyAgain: { method: 'GET', path: '/api/buyagain' },
  reorder: { method: 'POST', path: '/api/reorder' },
  notifyMeList: { method: 'GET', path: '/api/notifyme' },
  notifyMe: { method: 'POST', path: '/api/notifyme' },
  notifyMeCancel: { method: 'POST', path: '/api/notifyme/cancel' },

  // Reviews by verified buyers
  reviewList: { method: 'GET', path: '/api/reviews' },
  myReviews: { method: 'GET', path: '/api/reviews/mine' },
  writeReview: { method: 'POST', path: '/api/reviews' },

  // Newsletter and contact
  subscribe: { method: 'POST', path: '/api/newsletter/subscribe' },
  confirmSubscription: { method: 'POST', path: '/api/newsletter/confirm' },
  unsubscribe: { method: 'POST', path: '/api/newsletter/unsubscribe' },
  contact: { method: 'POST', path: '/api/contact' },

  // The back office
  adminMe: { method: 'GET', path: '/api/admin/me' },
  adminDashboard: { method: 'GET', path: '/api/admin/dashboard' },
  adminAudit: { method: 'GET', path: '/api/admin/audit' },
  adminUpload: { method: 'POST', path: '/api/admin/uploads' },
  adminProducts: { method: 'GET', path: '/api/admin/products' },
  adminProduct: { method: 'GET', path: '/api/admin/products/:id' },
  adminCreateProduct: { method: 'POST', path: '/api/admin/products' },
  adminUpdateProduct: { method: 'PUT', path: '/api/admin/products/:id' },
  adminProductVisibility: { method: 'PUT', path: '/api/admin/products/:id/visibility' },
  adminAdjustStock: { method: 'POST', path: '/api/admin/products/:id/stock' },
  adminStockBatches: { method: 'GET', path: '/api/admin/products/:id/batches' },
  adminRecordStockBatch: { method: 'POST', path: '/api/admin/products/:id/batches' },
  adminBatchRecipients: { method: 'GET', path: '/api/admin/products/:id/batches/:batch/orders' },
  adminCategories: { method: 'GET', path: '/api/admin/categories' },
  adminCreateCategory: { method: 'POST', path: '/api/admin/categories' },
  adminUpdateCategory: { method: 'PUT', path: '/api/admin/categories/:id' },
  adminOrderCategories: { method: 'PUT', path: '/api/admin/categories/order' },
  adminBanners: { method: 'GET', path: '/api/admin/banners' },
  adminCreateBanner: { method: 'POST', path: '/api/admin/banners' },
  adminUpdateBanner: { method: 'PUT', path: '/api/admin/banners/:id' },
  adminDeleteBanner: { method: 'DELETE', path: '/api/admin/banners/:id' },
  adminOrderBanners: { method: 'PUT', path: '/api/admin/banners/order' },
  adminCompany: { method: 'GET', path: '/api/admin/company' },
  adminSaveCompany: { method: 'PUT', path: '/api/admin/company' },
  adminOrders: { method: 'GET', path: '/api/admin/orders' },
  adminOrder: { method: 'GET', path: '/api/admin/orders/:id' },
  adminOrderStatus: { method: 'POST', path: '/api/admin/orders/:id/status' },
  adminOrderPaid: { method: 'POST', path: '/api/admin/orders/:id/paid' },
  adminOrderInvoice: { method: 'GET', path: '/api/admin/orders/:id/invoice' },
  adminOrderCreditNote: { method: 'GET', path: '/api/admin/orders/:id/creditnote' },
  adminOrderShort: { method: 'POST', path: '/api/admin/orders/:id/short' },
  adminOrderRefund: { method: 'POST', path: '/api/admin/orders/:id/refund' },
  adminGstr1: { method: 'GET', path: '/api/admin/gst/gstr1' },
  adminGstr1Csv: { method: 'GET', path: '/api/admin/gst/gstr1/csv' },
  adminDeliveryOptions: { method: 'GET', path: '/api/admin/delivery/options' },
  adminUpdateDeliveryOption: { method: 'PUT', path: '/api/admin/delivery/options/:id' },
  adminDeliveryAreas: { method: 'GET', path: '/api/admin/delivery/areas' },
  adminCreateDeliveryArea: { method: 'POST', path: '/api/admin/delivery/areas' },
  adminImportDeliveryAreas: { method: 'POST', path: '/api/admin/delivery/areas/import' },
  adminDeleteDeliveryArea: { method: 'DELETE', path: '/api/admin/delivery/areas/:id' },
  adminDeliverySlots: { method: 'GET', path: '/api/admin/delivery/slots' },
  adminCreateDeliverySlot: { method: 'POST', path: '/api/admin/delivery/slots' },
  adminUpdateDeliverySlot: { method: 'PUT', path: '/api/admin/delivery/slots/:id' },
  adminClosedDays: { method: 'GET', path: '/api/admin/delivery/closed-days' },
  adminSetClosedDay: { method: 'POST', path: '/api/admin/delivery/closed-days' },
  adminPickingList: { method: 'GET', path: '/api/admin/picking' },
  adminCoupons: { method: 'GET', path: '/api/admin/coupons' },
  adminCoupon: { method: 'GET', path: '/api/admin/coupons/:id' },
  adminCreateCoupon: { method: 'POST', path: '/api/admin/coupons' },
  adminUpdateCoupon: { method: 'PUT', path: '/api/admin/coupons/:id' },
  adminCouponActive: { method: 'PUT', path: '/api/admin/coupons/:id/active' },
  adminCouponUses: { method: 'GET', path: '/api/admin/coupons/:id/uses' },
  adminMembers: { method: 'GET', path: '/api/admin/members' },
  adminMember: { method: 'GET', path: '/api/admin/members/:id' },
  adminMemberStatus: { method: 'PUT', path: '/api/admin/members/:id/status' },
  adminMemberEmail: { method: 'POST', path: '/api/admin/members/:id/email' },
  adminMessages: { method: 'GET', path: '/api/admin/messages' },
  adminMessageRead: { method: 'PUT', path: '/api/admin/messages/:id/read' },
  adminMessageAcknowledge: { method: 'PUT', path: '/api/admin/messages/:id/acknowledge' },
  adminMessageResolve: { method: 'PUT', path: '/api/admin/messages/:id/resolve' },
  adminSubscribers: { method: 'GET', path: '/api/admin/subscribers' },
  adminReviews: { method: 'GET', path: '/api/admin/reviews' },
  adminApproveReview: { method: 'POST', path: '/api/admin/reviews/:id/approve' },
  adminRejectReview: { method: 'POST', path: '/api/admin/reviews/:id/reject' },
  adminSubscribersCsv: { method: 'GET', path: '/api/admin/subscribers/export' },
} as const satisfies Record<string, Call>;

export type CallName = keyof typeof calls;

/** Where uploaded pictures are served (GET, public): `/api/uploads/<name>`. Not a call of the API document. */
export const uploadsPath = '/api/uploads/';

/** The back office's calls are every path under this one (admins only). */
export const adminPathPrefix = '/api/admin';

/** The back office's own API document (admins only); the public one, of the store's calls, is at /docs. */
export const adminDocumentPath = '/api/admin/openapi.json';

/** True for a path of the back office. */
export const isAdminPath = (path: string) => path === adminPathPrefix || path.startsWith(`${adminPathPrefix}/`);

export type PathParams = Record<string, string | number>;
export type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** A call's path with its `:name` parameters filled in, each encoded. */
export function pathOf(call: Call, params: PathParams = {}): string {
  return call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.method} ${call.path} needs the parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
}

/** A call's URL: its path with the parameters filled in and the query's values (blank ones left out). */
export function urlOf(call: Call, { params, query }: { params?: PathParams; query?: QueryValues } = {}): string {
  const path = pathOf(call, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
