import type { z, ZodType } from 'zod';
import * as admin from './admin.ts';
import { calls, type Call, type CallName } from './calls.ts';
import * as store from './index.ts';

/** A refusal status an operation's own code can answer, beyond those its route's settings imply. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** A call of calls.ts with its schemas and its line in the API document. */
export type Route = Call & {
  /** One line for the API document. */
  summary: string;
  /** The API document's group. */
  tag: string;
  /** 'member' when the call needs a member's token (the back office's calls, under /api/admin, all need an admin's). */
  auth?: 'member';
  /** More for the API document, when a summary is not enough. */
  description?: string;
  query?: ZodType;
  body?: ZodType;
  /** The path's `:name` parameters. */
  params?: ZodType;
  /** The body of the 200 reply. */
  reply: ZodType;
  /** The 200 reply's media type when it is not JSON. */
  produces?: string;
  /** The request's media type when it is not JSON. */
  consumes?: string;
  /** Refusals the handler or its service can answer on top of the ones derived from the route. */
  refusals?: RefusalStatus[];
  /** A refusal whose body carries fields beyond `{ response, msg, data }`. */
  refusalBodies?: Partial<Record<RefusalStatus, ZodType>>;
  /** Answered from the catalogue's reply cache, which sends an ETag and answers a matching If-None-Match with 304. */
  revalidates?: true;
};

type Details = Omit<Route, keyof Call>;
const route = <C extends Call, const D extends Details>(call: C, details: D): C & D => ({ ...call, ...details });

const id = { params: admin.adminIdPath };

/**
 * Every call with what it takes and answers: the server registers its routes from here and the API document is made
 * from it. Keyed like calls.ts; a call missing here fails to compile.
 */
export const routes = {
  companyDetails: route(calls.companyDetails, { tag: 'company', summary: "The shop's name, address, contacts and about text", reply: store.companyDetailsReply }),

  bannerList: route(calls.bannerList, { tag: 'catalogue', summary: 'The banners shown on the home page, in order', reply: store.bannerListReply, revalidates: true }),
  categoryList: route(calls.categoryList, { tag: 'catalogue', summary: 'The top-level categories, or the subcategories of one', query: store.productCatQuery, reply: store.categoryListReply, refusals: [404], revalidates: true }),
  categoryTree: route(calls.categoryTree, { tag: 'catalogue', summary: 'The whole category tree in one list', reply: store.categoryListReply, revalidates: true }),
  homeProducts: route(calls.homeProducts, { tag: 'catalogue', summary: 'The products featured on the home page', reply: store.productListReply, revalidates: true }),
  productList: route(calls.productList, { tag: 'catalogue', summary: 'Products of a category, filtered, sorted and optionally paged', query: store.productListQuery, reply: store.productListReply, refusals: [404], revalidates: true }),
  productBrands: route(calls.productBrands, { tag: 'catalogue', summary: 'The brands on sale, in a category or in all, with how many products each', query: store.productBrandsQuery, reply: store.productBrandsReply, refusals: [404] }),
  productDetails: route(calls.productDetails, { tag: 'catalogue', summary: "One product's details, pictures and stock", query: store.productDetailsQuery, reply: store.productDetailReply, refusals: [404], revalidates: true }),
  productSearch: route(calls.productSearch, { tag: 'catalogue', summary: 'Search the products by keywords', query: store.productSearchQuery, reply: store.productListReply }),
  searchSuggest: route(calls.searchSuggest, { tag: 'catalogue', summary: 'Products for the words typed so far, at most 8', query: store.suggestQuery, reply: store.suggestReply }),
  stateList: route(calls.stateList, { tag: 'addresses', summary: 'The states an address can be in', reply: store.stateListReply }),
  cityList: route(calls.cityList, { tag: 'addresses', summary: 'The cities of one state', query: store.cityQuery, reply: store.cityListReply, refusals: [404] }),

  register: route(calls.register, {
    tag: 'account',
    summary: 'Create a member account',
    description: 'An address that already has an account gets the same answer (with an id no account has); nothing is created and the account’s owner is mailed instead.',
    body: store.registrationBody,
    reply: store.registrationReply,
  }),
  passwordLogin: route(calls.passwordLogin, { tag: 'account', summary: 'Log in with email and password (admins get a code by mail)', body: store.loginBody, reply: store.passwordLoginReply, refusals: [401, 403, 429] }),
  requestLoginCode: route(calls.requestLoginCode, { tag: 'account', summary: 'Mail a one-time login code to an address', query: store.loginCodeRequestQuery, reply: store.loginCodeRequestReply }),
  codeLogin: route(calls.codeLogin, { tag: 'account', summary: 'Log in with a mailed one-time code', body: store.loginCodeBody, reply: store.loginReply, refusals: [401] }),
  logout: route(calls.logout, { auth: 'member', tag: 'account', summary: 'End the current session', reply: store.logoutReply }),
  deleteAccount: route(calls.deleteAccount, { auth: 'member', tag: 'account', summary: 'Close your own account', body: store.deleteAccountBody, reply: store.deleteAccountReply, refusals: [403] }),
  confirmEmail: route(calls.confirmEmail, { tag: 'account', summary: 'Confirm an email address from the link in the welcome mail', body: store.confirmEmailBody, reply: store.confirmEmailReply }),
  accountSecurity: route(calls.accountSecurity, { auth: 'member', tag: 'account', summary: 'Your email status and open sessions', reply: store.accountSecurityReply }),
  changePassword: route(calls.changePassword, { auth: 'member', tag: 'account', summary: 'Change your password (logs out your other devices)', body: store.changePasswordBody, reply: store.accountActionReply, refusals: [403] }),
  endSession: route(calls.endSession, { auth: 'member', tag: 'account', summary: 'Log out one of your other devices', body: store.endSessionBody, reply: store.accountActionReply, refusals: [404] }),
  setLanguage: route(calls.setLanguage, { auth: 'member', tag: 'account', summary: 'Choose the language of your account and its mails (en or hi)', body: store.languageBody, reply: store.languageReply }),
  setMobile: route(calls.setMobile, { auth: 'member', tag: 'account', summary: 'Set the mobile number the rider calls (10 digits, starting 6 to 9)', body: store.mobileBody, reply: store.mobileReply }),
  setName: route(calls.setName, { auth: 'member', tag: 'account', summary: 'Correct your first and last name', body: store.nameBody, reply: store.nameReply }),
  changeEmail: route(calls.changeEmail, { auth: 'member', tag: 'account', summary: 'Ask to change your e-mail address (a link is mailed to the new one)', body: store.emailChangeBody, reply: store.emailChangeReply, refusals: [409] }),
  confirmEmailChange: route(calls.confirmEmailChange, { tag: 'account', summary: 'Confirm a new e-mail address from the link mailed to it', body: store.emailChangeConfirmBody, reply: store.emailChangeConfirmReply, refusals: [409] }),
  myData: route(calls.myData, { auth: 'member', tag: 'account', summary: 'A JSON copy of everything the shop holds about you', reply: store.myDataReply }),
  logoutEverywhere: route(calls.logoutEverywhere, { auth: 'member', tag: 'account', summary: 'End every session of your account', reply: store.accountActionReply }),

  addToCart: route(calls.addToCart, { auth: 'member', tag: 'cart', summary: 'Add a product to your cart', body: store.addToCartBody, reply: store.cartChangeReply, refusals: [404, 409] }),
  changeQuantity: route(calls.changeQuantity, { auth: 'member', tag: 'cart', summary: 'Set the quantity of a product in your cart (0 removes it)', query: store.changeQtyQuery, reply: store.cartChangeReply, refusals: [404, 409] }),
  cartDetails: route(calls.cartDetails, { auth: 'member', tag: 'cart', summary: 'Your cart with prices, discount and totals', reply: store.cartDetailsReply }),
  refreshCartStock: route(calls.refreshCartStock, { auth: 'member', tag: 'cart', summary: 'Fit your cart to the current stock and report what changed', reply: store.stockRefreshReply }),
  applyCoupon: route(calls.applyCoupon, { auth: 'member', tag: 'cart', summary: 'Apply a coupon code to your cart', body: store.applyCouponBody, reply: store.couponReply }),
  removeCoupon: route(calls.removeCoupon, { auth: 'member', tag: 'cart', summary: 'Remove the coupon from your cart', reply: store.couponReply }),
  couponOffers: route(calls.couponOffers, { auth: 'member', tag: 'cart', summary: 'The coupons you can use on your cart now, then those a few rupees away', reply: store.couponOffersReply }),

  addressList: route(calls.addressList, { auth: 'member', tag: 'addresses', summary: 'Your saved delivery addresses', reply: store.addressListReply }),
  saveAddress: route(calls.saveAddress, { auth: 'member', tag: 'addresses', summary: 'Save a new delivery address or update one', body: store.addressInput, reply: store.addressSaveReply, refusals: [404, 409] }),
  deleteAddress: route(calls.deleteAddress, { auth: 'member', tag: 'addresses', summary: 'Delete one of your addresses', query: store.addressDeleteQuery, reply: store.addressDeleteReply, refusals: [404] }),
  deliveryOptions: route(calls.deliveryOptions, { auth: 'member', tag: 'checkout', summary: 'The delivery options with their charge for your cart', reply: store.shippingOptionsReply }),
  reviewOrder: route(calls.reviewOrder, {
    auth: 'member',
    tag: 'checkout',
    summary: 'Review the order: totals and a signed quote to place it with (pay=cod or upi, slot)',
    description:
      'An option with delivery slots books the slot given (slot=kid from /api/deliveryslots) or, without one, the earliest available. An option that does not reach the address is refused with 409, as is an order beyond what one account may hold at once (UNPAID_ORDERS_MAX unpaid UPI orders, OPEN_ORDERS_MAX undelivered ones, one unpaid order while the address is unconfirmed).',
    query: store.placeOrderQuery,
    reply: store.placeOrderReply,
    refusals: [404, 409],
  }),
  placeOrder: route(calls.placeOrder, {
    auth: 'member',
    tag: 'checkout',
    summary: 'Place the order reviewed with /api/placeorder',
    description:
      'A UPI order (pay=upi) is saved awaiting its payment: the reply gives the payment request for the exact amount (upiLink, upiQr) and payBy. Unpaid by then, the order is cancelled and its stock returned. The limits on the orders one account holds at once are checked again here (409).',
    body: store.orderSaveBody,
    reply: store.orderSaveReply,
    refusals: [403, 409],
    refusalBodies: { 409: store.stockShortfallRefusal },
  }),
  orderList: route(calls.orderList, { auth: 'member', tag: 'orders', summary: 'Your orders, newest first', reply: store.orderListReply }),
  orderDetails: route(calls.orderDetails, {
    auth: 'member',
    tag: 'orders',
    summary: 'One of your orders with its lines and address',
    description:
      'data.Table is always three rows: [0] { OrderID, TranID, PlacedAt }, [1] { CustomerName, ShippingOptionID, ShippingOption }, [2] { Status, StatusName, StatusDate } (Status: 1 Pending, 2 Shipped, 3 Delivered, 4 Cancelled). data.Table1[0] is the bill; data.Table2 the lines.',
    query: store.orderDetailsQuery,
    reply: store.orderDetailsReply,
    refusals: [404],
  }),
  orderInvoice: route(calls.orderInvoice, { auth: 'member', tag: 'orders', summary: "The tax invoice of one of your orders, as a PDF", produces: 'application/pdf', query: store.taxDocumentQuery, reply: store.pdfFile, refusals: [404] }),
  orderCreditNote: route(calls.orderCreditNote, {
    auth: 'member',
    tag: 'orders',
    summary: 'The credit note of one of your cancelled orders, as a PDF',
    produces: 'application/pdf',
    query: store.taxDocumentQuery,
    reply: store.pdfFile,
    refusals: [404],
  }),
  cancelOrder: route(calls.cancelOrder, { auth: 'member', tag: 'orders', summary: 'Cancel one of your orders before it ships', body: store.cancelOrderBody, reply: store.cancelOrderReply, refusals: [404, 409] }),
  buyAgain: route(calls.buyAgain, { auth: 'member', tag: 'orders', summary: 'What you bought before and can buy again, most often and most recently bought first', reply: store.buyAgainReply }),
  reorder: route(calls.reorder, {
    auth: 'member',
    tag: 'orders',
    summary: "Put one of your orders' lines back in your cart",
    description: 'Each line within the product\'s minimum, maximum and stock, by the rules of add to cart; data.Skipped names the lines left out and why.',
    body: store.reorderBody,
    reply: store.reorderReply,
    refusals: [404],
  }),
  notifyMeList: route(calls.notifyMeList, { auth: 'member', tag: 'orders', summary: 'The products you asked to be told about when they are back in stock', reply: store.notifyMeListReply }),
  notifyMe: route(calls.notifyMe, { auth: 'member', tag: 'orders', summary: 'Ask for one mail when an out-of-stock product is back', body: store.notifyMeBody, reply: store.notifyMeReply, refusals: [404, 409] }),
  reviewList: route(calls.reviewList, { tag: 'catalogue', summary: "A product's approved reviews by verified buyers, newest first", query: store.reviewsQuery, reply: store.reviewListReply, refusals: [404] }),
  myReviews: route(calls.myReviews, { auth: 'member', tag: 'orders', summary: 'Whether you can review a product you received', query: store.reviewsQuery, reply: store.myReviewsReply }),
  writeReview: route(calls.writeReview, { auth: 'member', tag: 'orders', summary: 'Review a product you received: one review per delivered order line, shown once the shop approves it', body: store.reviewBody, reply: store.reviewSavedReply, refusals: [403, 404] }),
  notifyMeCancel: route(calls.notifyMeCancel, { auth: 'member', tag: 'orders', summary: 'Withdraw a back-in-stock request', body: store.notifyMeBody, reply: store.notifyMeReply, refusals: [404] }),

  pinCode: route(calls.pinCode, { tag: 'delivery', summary: 'Whether and how the shop delivers to a pin code', query: store.pinCodeQuery, reply: store.pinCodeReply }),
  deliverySlots: route(calls.deliverySlots, {
    auth: 'member',
    tag: 'delivery',
    summary: "The next 7 days' delivery slots of an option for one of your addresses (India time)",
    query: store.deliverySlotsQuery,
    reply: store.deliverySlotsReply,
    refusals: [404, 409],
  }),
  setSubstitution: route(calls.setSubstitution, { auth: 'member', tag: 'cart', summary: 'What to do if the shop runs short of a product in your cart', body: store.substitutionBody, reply: store.substitutionReply, refusals: [404] }),

  subscribe: route(calls.subscribe, { tag: 'newsletter', summary: 'Subscribe an address to the newsletter (a confirmation mail is sent)', body: store.newsletterSubscribeInput, reply: store.newsletterReply }),
  confirmSubscription: route(calls.confirmSubscription, { tag: 'newsletter', summary: 'Confirm a newsletter subscription from its mailed link', body: store.newsletterTokenInput, reply: store.newsletterReply, refusals: [404, 409] }),
  unsubscribe: route(calls.unsubscribe, { tag: 'newsletter', summary: 'Unsubscribe from the newsletter with a mailed link', body: store.newsletterTokenInput, reply: store.newsletterReply, refusals: [404] }),
  contact: route(calls.contact, { tag: 'contact', summary: 'Send a message to the shop', body: store.contactInput, reply: store.contactReply }),

  adminMe: route(calls.adminMe, { tag: 'admin', summary: 'The signed-in administrator', reply: admin.adminMeReply }),
  adminDashboard: route(calls.adminDashboard, { tag: 'admin', summary: 'Sales of today and the last 30 days, and the orders waiting to ship', reply: admin.adminDashboardReply }),
  adminAudit: route(calls.adminAudit, { tag: 'admin', summary: 'The back office audit log, newest first', query: admin.adminAuditQuery, reply: admin.adminAuditReply }),
  adminUpload: route(calls.adminUpload, {
    tag: 'admin: pictures',
    summary: 'Upload a picture (multipart, 5 MB at most) for a product or banner',
    consumes: 'multipart/form-data',
    query: admin.adminUploadQuery,
    reply: admin.adminUploadReply,
    refusals: [413, 415],
  }),

  adminProducts: route(calls.adminProducts, { tag: 'admin: products', summary: 'Products, searched and paged', query: admin.adminProductListQuery, reply: admin.adminProductListReply }),
  adminProduct: route(calls.adminProduct, { tag: 'admin: products', summary: 'One product with every field', ...id, reply: admin.adminProductReply }),
  adminCreateProduct: route(calls.adminCreateProduct, { tag: 'admin: products', summary: 'Create a product', body: admin.adminProductCreateInput, reply: admin.adminProductReply }),
  adminUpdateProduct: route(calls.adminUpdateProduct, { tag: 'admin: products', summary: 'Update a product', ...id, body: admin.adminProductInput, reply: admin.adminProductReply }),
  adminProductVisibility: route(calls.adminProductVisibility, { tag: 'admin: products', summary: 'Show or hide a product in the shop', ...id, body: admin.adminVisibilityInput, reply: admin.adminProductReply }),
  adminAdjustStock: route(calls.adminAdjustStock, { tag: 'admin: products', summary: "Add to or remove from a product's stock", ...id, body: admin.adminStockAdjustInput, reply: admin.adminProductReply, refusals: [409] }),
  adminStockBatches: route(calls.adminStockBatches, { tag: 'admin: products', summary: "A product's batches, earliest expiry first, with what may still be dispatched", ...id, reply: admin.adminStockBatchesReply, refusals: [404] }),
  adminRecordStockBatch: route(calls.adminRecordStockBatch, { tag: 'admin: products', summary: 'Record a batch received: its number, packing and expiry dates and quantity, added to stock', ...id, body: admin.adminStockBatchInput, reply: admin.adminStockBatchesReply, refusals: [404, 409] }),
  adminBatchRecipients: route(calls.adminBatchRecipients, { tag: 'admin: products', summary: 'Who received a batch: every order its units went to, for a recall', params: admin.adminBatchPath, reply: admin.adminBatchRecipientsReply, refusals: [404] }),

  adminCategories: route(calls.adminCategories, { tag: 'admin: catalogue', summary: 'Every category with its product count', reply: admin.adminCategoryListReply }),
  adminCreateCategory: route(calls.adminCreateCategory, { tag: 'admin: catalogue', summary: 'Create a category or subcategory', body: admin.adminCategoryInput, reply: admin.adminCategoryReply }),
  adminUpdateCategory: route(calls.adminUpdateCategory, { tag: 'admin: catalogue', summary: 'Update a category', ...id, body: admin.adminCategoryInput, reply: admin.adminCategoryReply, refusals: [409] }),
  adminOrderCategories: route(calls.adminOrderCategories, { tag: 'admin: catalogue', summary: 'Put categories under one parent in order', body: admin.adminOrderInput, reply: admin.adminCategoryListReply, refusals: [404] }),

  adminBanners: route(calls.adminBanners, { tag: 'admin: storefront', summary: 'Every home page banner', reply: admin.adminBannerListReply }),
  adminCreateBanner: route(calls.adminCreateBanner, { tag: 'admin: storefront', summary: 'Create a banner', body: admin.adminBannerInput, reply: admin.adminBannerReply }),
  adminUpdateBanner: route(calls.adminUpdateBanner, { tag: 'admin: storefront', summary: 'Update a banner', ...id, body: admin.adminBannerInput, reply: admin.adminBannerReply }),
  adminDeleteBanner: route(calls.adminDeleteBanner, { tag: 'admin: storefront', summary: 'Delete a banner', ...id, reply: admin.adminMessageOnlyReply }),
  adminOrderBanners: route(calls.adminOrderBanners, { tag: 'admin: storefront', summary: 'Put the banners in order', body: admin.adminOrderInput, reply: admin.adminBannerListReply, refusals: [404] }),
  adminCompany: route(calls.adminCompany, { tag: 'admin: storefront', summary: "The shop's company details", reply: admin.adminCompanyReply }),
  adminSaveCompany: route(calls.adminSaveCompany, { tag: 'admin: storefront', summary: "Update the shop's company details", body: admin.adminCompanyInput, reply: admin.adminCompanyReply }),

  adminOrders: route(calls.adminOrders, { tag: 'admin: orders', summary: 'Orders, filtered and paged', query: admin.adminOrderListQuery, reply: admin.adminOrderListReply }),
  adminOrder: route(calls.adminOrder, { tag: 'admin: orders', summary: 'One order with its lines, customer and history', ...id, reply: admin.adminOrderReply }),
  adminOrderStatus: route(calls.adminOrderStatus, { tag: 'admin: orders', summary: 'Move an order to its next status (ship, deliver, cancel)', ...id, body: admin.adminOrderStatusInput, reply: admin.adminOrderReply, refusals: [409] }),
  adminOrderPaid: route(calls.adminOrderPaid, { tag: 'admin: orders', summary: "Record a UPI order's payment by its 12-digit UPI reference (UTR) and the amount received", ...id, body: admin.adminOrderPaidInput, reply: admin.adminOrderReply, refusals: [409] }),

  adminOrderInvoice: route(calls.adminOrderInvoice, { tag: 'admin: orders', summary: "An order's tax invoice, as a PDF", produces: 'application/pdf', ...id, reply: store.pdfFile }),
  adminOrderCreditNote: route(calls.adminOrderCreditNote, { tag: 'admin: orders', summary: "A cancelled order's credit note, as a PDF", produces: 'application/pdf', ...id, reply: store.pdfFile }),
  adminOrderShort: route(calls.adminOrderShort, {
    tag: 'admin: orders',
    summary: "Mark units of an order's line short: substitute another product or remove them",
    ...id,
    body: admin.adminShortInput,
    reply: admin.adminOrderReply,
    refusals: [404, 409],
  }),
  adminOrderRefund: route(calls.adminOrderRefund, { tag: 'admin: orders', summary: 'Record the refund owed after a cancellation or a short pick', ...id, body: admin.adminRefundInput, reply: admin.adminOrderReply, refusals: [409] }),
  adminGstr1: route(calls.adminGstr1, { tag: 'admin: orders', summary: "The month's GSTR-1 (outward supplies) in the GSTN offline tool's JSON sections", query: admin.gstr1Query, reply: admin.gstr1Reply }),
  adminGstr1Csv: route(calls.adminGstr1Csv, { tag: 'admin: orders', summary: "The month's GSTR-1 as a CSV file", produces: 'text/csv', query: admin.gstr1Query, reply: admin.gstr1Csv }),
  adminDeliveryOptions: route(calls.adminDeliveryOptions, { tag: 'admin: delivery', summary: 'The delivery options with their charges, areas and slots', reply: admin.adminDeliveryOptionListReply }),
  adminUpdateDeliveryOption: route(calls.adminUpdateDeliveryOption, { tag: 'admin: delivery', summary: "A delivery option's charge rules", ...id, body: admin.adminDeliveryOptionInput, reply: admin.adminDeliveryOptionReply }),
  adminDeliveryAreas: route(calls.adminDeliveryAreas, { tag: 'admin: delivery', summary: 'The pin codes a delivery option reaches', query: admin.adminDeliveryOptionQuery, reply: admin.adminDeliveryAreaListReply, refusals: [404] }),
  adminCreateDeliveryArea: route(calls.adminCreateDeliveryArea, { tag: 'admin: delivery', summary: 'Add a pin code or a range to a delivery option', body: admin.adminDeliveryAreaInput, reply: admin.adminDeliveryAreaReply, refusals: [404, 409] }),
  adminImportDeliveryAreas: route(calls.adminImportDeliveryAreas, { tag: 'admin: delivery', summary: 'Add areas from CSV text, with a report of rejected rows', body: admin.adminDeliveryAreaImportInput, reply: admin.adminDeliveryAreaImportReply, refusals: [404, 409] }),
  adminDeleteDeliveryArea: route(calls.adminDeleteDeliveryArea, { tag: 'admin: delivery', summary: 'Remove an area', ...id, reply: admin.adminMessageOnlyReply }),
  adminDeliverySlots: route(calls.adminDeliverySlots, { tag: 'admin: delivery', summary: "A delivery option's weekly slots", query: admin.adminDeliveryOptionQuery, reply: admin.adminDeliverySlotListReply, refusals: [404] }),
  adminCreateDeliverySlot: route(calls.adminCreateDeliverySlot, { tag: 'admin: delivery', summary: 'Add a weekly delivery slot', body: admin.adminDeliverySlotInput, reply: admin.adminDeliverySlotReply, refusals: [404, 409] }),
  adminUpdateDeliverySlot: route(calls.adminUpdateDeliverySlot, { tag: 'admin: delivery', summary: 'Change a weekly delivery slot', ...id, body: admin.adminDeliverySlotInput, reply: admin.adminDeliverySlotReply, refusals: [404, 409] }),
  adminClosedDays: route(calls.adminClosedDays, { tag: 'admin: delivery', summary: 'The days a delivery option does not deliver, from today', reply: admin.adminClosedDayListReply }),
  adminSetClosedDay: route(calls.adminSetClosedDay, { tag: 'admin: delivery', summary: 'Close a day for a delivery option (holiday), or open it again', body: admin.adminClosedDayInput, reply: admin.adminClosedDayListReply, refusals: [404] }),
  adminPickingList: route(calls.adminPickingList, { tag: 'admin: delivery', summary: "A day's or a slot's picking list: what to pick per product, and the orders", query: admin.adminPickingQuery, reply: admin.adminPickingReply, refusals: [404] }),

  adminCoupons: route(calls.adminCoupons, { tag: 'admin: coupons', summary: 'Coupons, searched and paged', query: admin.adminCouponListQuery, reply: admin.adminCouponListReply }),
  adminCoupon: route(calls.adminCoupon, { tag: 'admin: coupons', summary: 'One coupon with its use count', ...id, reply: admin.adminCouponReply }),
  adminCreateCoupon: route(calls.adminCreateCoupon, { tag: 'admin: coupons', summary: 'Create a coupon', body: admin.adminCouponInput, reply: admin.adminCouponReply, refusals: [409] }),
  adminUpdateCoupon: route(calls.adminUpdateCoupon, { tag: 'admin: coupons', summary: 'Update a coupon', ...id, body: admin.adminCouponInput, reply: admin.adminCouponReply, refusals: [409] }),
  adminCouponActive: route(calls.adminCouponActive, { tag: 'admin: coupons', summary: 'Switch a coupon on or off', ...id, body: admin.adminVisibilityInput, reply: admin.adminCouponReply }),
  adminCouponUses: route(calls.adminCouponUses, { tag: 'admin: coupons', summary: 'The orders that used a coupon', ...id, query: admin.adminPagingQuery, reply: admin.adminCouponUsesReply }),

  adminMembers: route(calls.adminMembers, { tag: 'admin: members', summary: 'Members, searched and paged', query: admin.adminMemberListQuery, reply: admin.adminMemberListReply }),
  adminMember: route(calls.adminMember, { tag: 'admin: members', summary: 'One member with their spending and recent orders', ...id, reply: admin.adminMemberReply }),
  adminMemberEmail: route(calls.adminMemberEmail, { tag: 'admin: members', summary: "Send a link to change a shopper's e-mail address (it changes when the link is opened)", ...id, body: admin.adminMemberEmailInput, reply: admin.adminMessageOnlyReply, refusals: [409] }),
  adminMemberStatus: route(calls.adminMemberStatus, { tag: 'admin: members', summary: "Enable or disable a member's account", ...id, body: admin.adminMemberStatusInput, reply: admin.adminMemberReply, refusals: [409] }),
  adminMessages: route(calls.adminMessages, { tag: 'admin: messages', summary: 'Contact messages, newest first, with the unread count', query: admin.adminMessageListQuery, reply: admin.adminMessageListReply }),
  adminMessageRead: route(calls.adminMessageRead, { tag: 'admin: messages', summary: 'Mark a contact message read or unread', ...id, body: admin.adminMessageReadInput, reply: admin.adminMessageReply }),
  adminMessageAcknowledge: route(calls.adminMessageAcknowledge, { tag: 'admin: messages', summary: 'Acknowledge a complaint (due within 48 hours of receipt)', ...id, reply: admin.adminMessageReply, refusals: [409] }),
  adminMessageResolve: route(calls.adminMessageResolve, { tag: 'admin: messages', summary: 'Resolve a complaint with a note of what was done (due within a month)', ...id, body: admin.adminMessageResolveInput, reply: admin.adminMessageReply, refusals: [409] }),
  adminSubscribers: route(calls.adminSubscribers, { tag: 'admin: newsletter', summary: 'Newsletter subscribers, filtered and paged', query: admin.adminSubscriberListQuery, reply: admin.adminSubscriberListReply }),
  adminReviews: route(calls.adminReviews, { tag: 'admin: reviews', summary: 'Reviews in one status, pending first to decide', query: admin.adminReviewListQuery, reply: admin.adminReviewListReply }),
  adminApproveReview: route(calls.adminApproveReview, { tag: 'admin: reviews', summary: 'Show a pending review in the shop', ...id, reply: admin.adminReviewReply, refusals: [409] }),
  adminRejectReview: route(calls.adminRejectReview, { tag: 'admin: reviews', summary: 'Reject a pending review, or withdraw an approved one', ...id, reply: admin.adminReviewReply, refusals: [409] }),
  adminSubscribersCsv: route(calls.adminSubscribersCsv, { tag: 'admin: newsletter', summary: 'The newsletter subscribers as a CSV file', produces: 'text/csv', query: admin.adminSubscriberExportQuery, reply: admin.adminSubscriberCsv }),
} satisfies { [K in CallName]: Route };

export type Routes = typeof routes;

type Input<R, Key extends string> = R extends { [P in Key]: infer S extends ZodType } ? z.input<S> : never;

/** What a call takes: its path parameters, query and body, each only when the call has one. */
export type CallInput<K extends CallName> = ([Input<Routes[K], 'params'>] extends [never] ? unknown : { params: Input<Routes[K], 'params'> }) &
  ([Input<Routes[K], 'query'>] extends [never] ? unknown : object extends Input<Routes[K], 'query'> ? { query?: Input<Routes[K], 'query'> } : { query: Input<Routes[K], 'query'> }) &
  ([Input<Routes[K], 'body'>] extends [never] ? unknown : { body: Input<Routes[K], 'body'> });

/** The body of a call's 200 reply. */
export type CallReply<K extends CallName> = z.output<Routes[K]['reply']>;
