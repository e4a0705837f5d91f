import type { ZodType } from 'zod';
import { stockShortfallRefusal } from '@shop/contract';

/** A refusal status an operation's own code can answer, beyond those its route's settings imply (api-docs.ts). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export type OperationNotes = {
  /** One line for the API document. */
  summary: string;
  /** Refusals the handler or its service can answer on top of the ones derived from the route. */
  refusals?: RefusalStatus[];
  /** A refusal whose body carries fields beyond `{ response, msg, data }`. */
  refusalBodies?: Partial<Record<RefusalStatus, ZodType>>;
  /** Answered from the catalogue's reply cache, which sends an ETag and answers a matching If-None-Match with 304. */
  revalidates?: true;
};

/**
 * Every documented call, keyed "METHOD path" as the route is registered. The API document takes its summaries from
 * here; a route missing from this table fails api-docs.test.ts.
 */
export const operationNotes: Record<string, OperationNotes> = {
  'GET /api/companydetails': { summary: "The shop's name, address, contacts and about text" },

  'GET /api/bannerlist': { summary: 'The banners shown on the home page, in order', revalidates: true },
  'GET /api/productcat': { summary: 'The top-level categories, or the subcategories of one', refusals: [404], revalidates: true },
  'GET /api/categories': { summary: 'The whole category tree in one list', revalidates: true },
  'GET /api/homePageproductlist': { summary: 'The products featured on the home page', revalidates: true },
  'GET /api/product': { summary: 'Products of a category, filtered, sorted and optionally paged', refusals: [404], revalidates: true },
  'GET /api/productdetails': { summary: "One product's details, pictures and stock", refusals: [404], revalidates: true },
  'GET /api/productserach': { summary: 'Search the products by keywords' },
  'GET /api/search/suggest': { summary: 'Products for the words typed so far, at most 8' },

  'GET /api/state': { summary: 'The states an address can be in' },
  'GET /api/city': { summary: 'The cities of one state', refusals: [404] },

  'POST /api/memberregistraion': { summary: 'Create a member account', refusals: [409] },
  'POST /api/login': { summary: 'Log in with email and password (admins get a code by mail)', refusals: [401, 403, 429] },
  'GET /api/loginwithotp': { summary: 'Mail a one-time login code to an address' },
  'POST /api/loginwithotp': { summary: 'Log in with a mailed one-time code', refusals: [401] },
  'POST /api/logout': { summary: 'End the current session' },
  'POST /api/account/delete': { summary: 'Close your own account', refusals: [403] },
  'POST /api/account/confirm-email': { summary: 'Confirm an email address from the link in the welcome mail' },
  'GET /api/account/security': { summary: 'Your email status and open sessions' },
  'POST /api/account/password': { summary: 'Change your password (logs out your other devices)', refusals: [403] },
  'POST /api/account/sessions/end': { summary: 'Log out one of your other devices', refusals: [404] },
  'POST /api/account/logout-everywhere': { summary: 'End every session of your account' },

  'POST /api/addtocart': { summary: 'Add a product to your cart', refusals: [404, 409] },
  'GET /api/changeqty': { summary: 'Set the quantity of a product in your cart (0 removes it)', refusals: [404, 409] },
  'GET /api/cartdetails': { summary: 'Your cart with prices, discount and totals' },
  'GET /api/CurrentStockbyProductUpdatecart': { summary: 'Fit your cart to the current stock and report what changed' },
  'POST /api/coupon/apply': { summary: 'Apply a coupon code to your cart' },
  'POST /api/coupon/remove': { summary: 'Remove the coupon from your cart' },

  'GET /api/shipingdetails': { summary: 'Your saved delivery addresses' },
  'POST /api/shipingdetails': { summary: 'Save a new delivery address or update one', refusals: [404, 409] },
  'GET /api/shipingaddressdelete': { summary: 'Delete one of your addresses', refusals: [404] },

  'GET /api/shipingoption': { summary: 'The delivery options with their charge for your cart' },
  'GET /api/placeorder': { summary: 'Review the order: totals and a signed quote to place it with', refusals: [404, 409] },
  'POST /api/ordersave': { summary: 'Place the order reviewed with /api/placeorder', refusals: [403, 409], refusalBodies: { 409: stockShortfallRefusal } },

  'GET /api/myorderlist': { summary: 'Your orders, newest first' },
  'GET /api/myorderdetails': { summary: 'One of your orders with its lines and address', refusals: [404] },
  'POST /api/order/cancel': { summary: 'Cancel one of your orders before it ships', refusals: [404, 409] },

  'POST /api/newsletter/subscribe': { summary: 'Subscribe an address to the newsletter (a confirmation mail is sent)' },
  'POST /api/newsletter/confirm': { summary: 'Confirm a newsletter subscription from its mailed link', refusals: [404, 409] },
  'POST /api/newsletter/unsubscribe': { summary: 'Unsubscribe from the newsletter with a mailed link', refusals: [404] },
  'POST /api/contact': { summary: 'Send a message to the shop' },

  'GET /api/admin/me': { summary: 'The signed-in administrator' },
  'GET /api/admin/dashboard': { summary: 'Sales of today and the last 30 days, and the orders waiting to ship' },
  'GET /api/admin/audit': { summary: 'The back office audit log, newest first' },

  'GET /api/admin/products': { summary: 'Products, searched and paged' },
  'GET /api/admin/products/:id': { summary: 'One product with every field' },
  'POST /api/admin/products': { summary: 'Create a product' },
  'PUT /api/admin/products/:id': { summary: 'Update a product' },
  'PUT /api/admin/products/:id/visibility': { summary: 'Show or hide a product in the shop' },
  'POST /api/admin/products/:id/stock': { summary: "Add to or remove from a product's stock", refusals: [409] },

  'GET /api/admin/categories': { summary: 'Every category with its product count' },
  'POST /api/admin/categories': { summary: 'Create a category or subcategory' },
  'PUT /api/admin/categories/:id': { summary: 'Update a category', refusals: [409] },
  'PUT /api/admin/categories/order': { summary: 'Put categories under one parent in order', refusals: [404] },

  'GET /api/admin/banners': { summary: 'Every home page banner' },
  'POST /api/admin/banners': { summary: 'Create a banner' },
  'PUT /api/admin/banners/:id': { summary: 'Update a banner' },
  'DELETE /api/admin/banners/:id': { summary: 'Delete a banner' },
  'PUT /api/admin/banners/order': { summary: 'Put the banners in order', refusals: [404] },
  'GET /api/admin/company': { summary: "The shop's company details" },
  'PUT /api/admin/company': { summary: "Update the shop's company details" },

  'GET /api/admin/orders': { summary: 'Orders, filtered and paged' },
  'GET /api/admin/orders/:id': { summary: 'One order with its lines, customer and history' },
  'POST /api/admin/orders/:id/status': { summary: "Move an order to its next status (ship, deliver, cancel)", refusals: [409] },

  'GET /api/admin/coupons': { summary: 'Coupons, searched and paged' },
  'GET /api/admin/coupons/:id': { summary: 'One coupon with its use count' },
  'POST /api/admin/coupons': { summary: 'Create a coupon', refusals: [409] },
  'PUT /api/admin/coupons/:id': { summary: 'Update a coupon', refusals: [409] },
  'PUT /api/admin/coupons/:id/active': { summary: 'Switch a coupon on or off' },
  'GET /api/admin/coupons/:id/uses': { summary: 'The orders that used a coupon' },

  'GET /api/admin/members': { summary: 'Members, searched and paged' },
  'GET /api/admin/members/:id': { summary: 'One member with their spending and recent orders' },
  'PUT /api/admin/members/:id/status': { summary: "Enable or disable a member's account", refusals: [409] },
  'GET /api/admin/messages': { summary: 'Contact messages, newest first, with the unread count' },
  'PUT /api/admin/messages/:id/read': { summary: 'Mark a contact message read or unread' },
  'GET /api/admin/subscribers': { summary: 'Newsletter subscribers, filtered and paged' },
  'GET /api/admin/subscribers/export': { summary: 'The newsletter subscribers as a CSV file' },
  'POST /api/admin/uploads': { summary: 'Upload a picture (multipart, 5 MB at most) for a product or banner', refusals: [413, 415] },
};
