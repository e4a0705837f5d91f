import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import type { CartDetailsReply, CartLine, CouponReply, Product, SubstituteChoice, StockRefreshReply } from '@shop/contract';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { callQuery, dataOf, useMemberPageReading } from '../../lib/page-data';

/** The member's cart (GET /api/cartdetails): every card, the badge, the cart page and the checkout read this one entry. */
export const cartKey = ['cartdetails'] as const;
/** Cart changes run one after another (in the order they were clicked) so the server always ends on the last one. */
const cartScope = { id: 'cart' };

/** Remembers the badge under its local storage keys (docs/product.md#visitors-and-members), for anything still reading them. */
function rememberBadge(reply: Pick<CartDetailsReply, 'totalCartQuantity' | 'PaybleAmount'>) {
  // A cart read on the server, for a page drawn for the member, has no storage: the browser remembers it.
  if (typeof localStorage === 'undefined') return;
  localStorage.setItem('cartQuantity', String(reply.totalCartQuantity));
  localStorage.setItem('cartTotal', String(reply.PaybleAmount));
}

/** The member's cart (GET /api/cartdetails), read by every card, the badge, the cart page and the checkout. */
export const cartQuery = (memberId: string | undefined) =>
  callQuery([...cartKey, memberId], 'cartDetails', {}, (reply) => {
    rememberBadge(reply);
    return reply;
  });

/**
 * GET /api/CurrentStockbyProductUpdatecart, once each time the cart page opens (decision 159): lines are capped to the
 * stock and sold-out lines dropped, and the reply lists what changed. The cart page's loader runs it, then reads the
 * cart.
 */
export const stockRefreshQuery = (memberId: string | undefined) => callQuery(['stock-refresh', memberId], 'refreshCartStock', {}, (reply) => reply);

export function useCart() {
  const session = useSession();
  // A member's page about to read the cart itself (after the stock check, on the cart page) is left to do so.
  const pageReading = useMemberPageReading(session?.memberId);
  return useQuery({ ...cartQuery(session?.memberId), enabled: Boolean(session) && !pageReading, staleTime: 30_000 });
}

/** The number of pieces in the cart: the sum of the line quantities, as the badge shows it. */
export function countOf(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.qty, 0);
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

/** A line with a new quantity and its amounts worked out the way the server does (until the server's own answer arrives). */
function withQty(line: CartLine, qty: number): CartLine {
  return { ...line, qty, TAmount: rupees(paise(line.Price) * qty), Discount: rupees((paise(line.MRP) - paise(line.Price)) * qty) };
}

/** The cart's totals after an optimistic change; the coupon stays as it was until the server prices it again. */
function retotal(cart: CartDetailsReply, lines: CartLine[]): CartDetailsReply {
  const total = lines.reduce((s, l) => s + paise(l.MRP) * l.qty, 0);
  const discount = lines.reduce((s, l) => s + paise(l.Discount), 0);
  const items = total - discount;
  const coupon = Math.min(paise(cart.CouponDiscount), items);
  return {
    ...cart,
    data: lines,
    totalCartQuantity: countOf(lines),
    TotalAmount: rupees(total),
    Discount: rupees(discount),
    ItemsTotal: rupees(items),
    CouponDiscount: rupees(coupon),
    PaybleAmount: rupees(items - coupon),
  };
}

/** A cart line standing in for a product just added, until the server's line arrives. */
function lineFor(product: Product, qty: number): CartLine {
  return withQty(
    {
      kid: -product.Id,
      pid: product.Id,
      ProductName: product.Name,
      HindiName: product.HindiName ?? null,
      Pimg: product.Img,
      MRP: Math.max(product.OldPrice, product.Price),
      Price: product.Price,
      qty,
      TAmount: 0,
      Discount: 0,
      OrderMaximumQuantity: product.OrderMaximumQuantity,
      OrderMinimumQuantity: product.OrderMinimumQuantity,
      Pack_Size: product.Pack_Size,
      Brand: product.Brand,
      In_stock: product.In_stock,
      AvailableQuantity: product.OrderMaximumQuantity,
      Problem: '',
      Substitute: null,
    },
    qty,
  );
}

type Snapshot = { key: readonly unknown[]; previous: CartDetailsReply | undefined };

/** Applies a change to the cached cart at once and returns what to restore if the server refuses it. */
async function applyOptimistically(client: QueryClient, key: readonly unknown[], change: (cart: CartDetailsReply) => CartDetailsReply): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: cartKey });
  const previous = client.getQueryData<CartDetailsReply>(key);
  if (previous) client.setQueryData<CartDetailsReply>(key, change(previous));
  return { key, previous };
}

/** After the last of a burst of changes, the cart is read again so every amount is the server's. */
function settle(client: QueryClient) {
  if (client.isMutating({ mutationKey: cartKey }) === 1) void client.invalidateQueries({ queryKey: cartKey });
}

function useCartKey() {
  const session = useSession();
  return [...cartKey, session?.memberId] as const;
}

/** POST /api/addtocart: the line starts at the product's minimum order quantity; the badge moves at once. */
export function useAddToCart(onRefused: (message: string) => void) {
  const client = useQueryClient();
  const key = useCartKey();
  return useMutation({
    mutationKey: cartKey,
    scope: cartScope,
    mutationFn: (product: Product) => call('addToCart', { body: { productID: product.Id, Qty: product.OrderMinimumQuantity } }),
    onMutate: (product) =>
      applyOptimistically(client, key, (cart) =>
        cart.data.some((l) => l.pid === product.Id) ? cart : retotal(cart, [...cart.data, lineFor(product, product.OrderMinimumQuantity)]),
      ),
    onError: (error, _product, snapshot) => {
      if (snapshot?.previous) client.setQueryData(snapshot.key, snapshot.previous);
      onRefused(error.message);
    },
    onSettled: () => settle(client),
  });
}

export type QtyChange = { pid: number; qty: number };

/** GET /api/changeqty?pid&qty (qty 0 removes): the line and the badge change at once and are put back if refused. */
export function useChangeQty(onRefused: (error: Error, change: QtyChange) => void) {
  const client = useQueryClient();
  const key = useCartKey();
  return useMutation({
    mutationKey: cartKey,
    scope: cartScope,
    mutationFn: ({ pid, qty }: QtyChange) => call('changeQuantity', { query: { pid, qty } }),
    onMutate: ({ pid, qty }) =>
      applyOptimistically(client, key, (cart) =>
        retotal(
          cart,
          qty === 0 ? cart.data.filter((l) => l.pid !== pid) : cart.data.map((l) => (l.pid === pid ? withQty(l, qty) : l)),
        ),
      ),
    onError: (error, change, snapshot) => {
      if (snapshot?.previous) client.setQueryData(snapshot.key, snapshot.previous);
      onRefused(error, change);
    },
    onSettled: () => settle(client),
  });
}

/** What the stock refresh of this visit to the cart page changed (its loader ran it; empty when nothing changed). */
export function useStockRefresh() {
  const session = useSession();
  return dataOf<StockRefreshReply>(useLoaderData(), stockRefreshQuery(session?.memberId))?.data ?? [];
}

/** Puts the server's totals from a coupon reply into the cached cart at once (the lines do not change). */
function useCouponMutation(send: (code?: string) => Promise<CouponReply>) {
  const client = useQueryClient();
  const key = useCartKey();
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      const { data: _coupon, response: _response, msg: _msg, ...totals } = reply;
      client.setQueryData<CartDetailsReply>(key, (cart) => (cart ? { ...cart, ...totals } : cart));
      void client.invalidateQueries({ queryKey: cartKey });
    },
  });
}

/** POST /api/coupon/apply { code }. */
export const useApplyCoupon = () => useCouponMutation((code = '') => call('applyCoupon', { body: { code } }));
/** POST /api/coupon/remove. */
export const useRemoveCoupon = () => useCouponMutation(() => call('removeCoupon'));

/** POST /api/substitution: what the shop does if it runs short of a line's product; the line shows it at once. */
export function useSetSubstitution() {
  const client = useQueryClient();
  const key = useCartKey();
  return useMutation({
    mutationKey: cartKey,
    scope: cartScope,
    mutationFn: ({ pid, choice }: { pid: number; choice: SubstituteChoice }) => call('setSubstitution', { body: { pid, choice } }),
    onMutate: ({ pid, choice }) => applyOptimistically(client, key, (cart) => ({ ...cart, data: cart.data.map((l) => (l.pid === pid ? { ...l, Substitute: choice } : l)) })),
    onError: (_error, _input, snapshot) => {
      if (snapshot?.previous) client.setQueryData(snapshot.key, snapshot.previous);
    },
    onSettled: () => settle(client),
  });
}

/** GET /api/coupon/offers: the coupons the member can use on this cart, then those a few rupees away (asked for when shown). */
export function useCouponOffers(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: ['coupon-offers', session?.memberId],
    queryFn: async ({ signal }) => (await call('couponOffers', undefined, signal)).data,
    enabled: enabled && Boolean(session),
    staleTime: 0,
  });
}
