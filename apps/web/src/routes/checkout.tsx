// This page's texts are beyond the first page's English.
import '../i18n/catalogs/english-rest';
import { msg } from '@lingui/core/macro';
import { MemberPage } from '../app/MemberPage';
import CheckoutPage from '../features/checkout/CheckoutPage';
import { shippingOptionsQuery } from '../features/checkout/api';
import { addressesQuery } from '../features/addresses/api';
import { cartQuery } from '../features/cart/api';
import { pageMeta } from '../lib/head';
import { memberPageData } from '../lib/page-data';

/** The cart and the delivery charges as they are now, and the member's addresses. */
const reads = memberPageData(async (read, { memberId }) => {
  await Promise.all([read(cartQuery(memberId), { fresh: true }), read(shippingOptionsQuery(memberId), { fresh: true }), read(addressesQuery(memberId))]);
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Checkout`), robots: 'noindex' }));

export default function Checkout() {
  return (
    <MemberPage>
      <CheckoutPage />
    </MemberPage>
  );
}
