import { msg } from '@lingui/core/macro';
import { MemberPage } from '../app/MemberPage';
import CartPage from '../features/cart/CartPage';
import { cartQuery, stockRefreshQuery } from '../features/cart/api';
import { pageMeta } from '../lib/head';
import { memberPageData } from '../lib/page-data';

/** On each arrival the cart is checked against stock, then read (docs/product.md#cart, decision 159). */
const reads = memberPageData(async (read, { memberId }) => {
  await read(stockRefreshQuery(memberId), { fresh: true });
  await read(cartQuery(memberId), { fresh: true });
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Cart`), robots: 'noindex' }));

export default function Cart() {
  return (
    <MemberPage>
      <CartPage />
    </MemberPage>
  );
}
