import { Trans } from '@lingui/react/macro';
import { Header } from './Header';

/**
 * /Header: the shop's header on its own (docs/product.md#route-table). The page's main part only names it, so that the page has
 * the main landmark and first-level heading every page has, while the header stays the page's banner.
 */
export default function HeaderPage() {
  return (
    <>
      <Header />
      <main>
        <h1 className="sr-only"><Trans>The shop&apos;s header</Trans></h1>
      </main>
    </>
  );
}
