/**
 * What a storefront page's route loader reaches on the server (decision 173): the shop's services for the request being
 * drawn, in process. The API fills it for each page request (apps/api/src/modules/pages) and hands it to React Router
 * as the load context's `shop`; the web app's loaders use it (apps/web/src/lib/page-data.ts) and import nothing of the
 * API. Zod-free: types only.
 */
import type { PageMember } from './auth';
import type { CallName } from './calls';
import type { CallInput, CallReply } from './routes';

/** The calls a page's loader may make on the server: what the storefront's pages show before any tap. */
export const pageCallNames = [
  'companyDetails',
  'bannerList',
  'categoryList',
  'categoryTree',
  'homeProducts',
  'productList',
  'productBrands',
  'productDetails',
  'productSearch',
  'refreshCartStock',
  'cartDetails',
  'deliveryOptions',
  'addressList',
] as const satisfies readonly CallName[];

export type PageCallName = (typeof pageCallNames)[number];

/** The calls of `pageCallNames` that answer a member only (a page drawn for a visitor is refused them). */
export const memberPageCalls: ReadonlySet<PageCallName> = new Set(['refreshCartStock', 'cartDetails', 'deliveryOptions', 'addressList']);

export type PageLanguage = 'en' | 'hi';

/** A call refused while drawing a page: the status and message its JSON call would have answered. */
export class PageCallRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PageCallRefused';
  }
}

/**
 * Whether `err` is a refused page call. By its name and status, not its class: the web app's server build carries its
 * own copy of this module.
 */
export const isPageCallRefused = (err: unknown): err is PageCallRefused => err instanceof Error && err.name === 'PageCallRefused' && typeof (err as PageCallRefused).status === 'number';

export interface ShopPageContext {
  /** The language the page is drawn in: the reader's `Language` cookie (English without one). */
  readonly language: PageLanguage;
  /**
   * The member the page is drawn for: on a member's page (the cart, checkout), the live session its `MemberPage`
   * cookie names; null for a visitor and on every public page, which is drawn alike for everyone.
   */
  readonly member: PageMember | null;
  /** The shop's public address (PUBLIC_URL's origin), for canonical addresses and structured data. */
  readonly origin: string;
  /**
   * Answers the call `name` as the JSON API would for this request's member and language, by the same services, with
   * no HTTP in between. A refusal rejects with PageCallRefused.
   */
  call<K extends PageCallName>(name: K, input: CallInput<K>): Promise<CallReply<K>>;
}
