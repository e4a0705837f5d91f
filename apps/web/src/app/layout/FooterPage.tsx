import { Trans } from '@lingui/react/macro';
import { Footer } from './Footer';

/**
 * /footer: the shop's footer on its own (docs/product.md#route-table). The page's main part only names it, so that the page has
 * the main landmark and first-level heading every page has, while the footer stays the page's contentinfo.
 */
export default function FooterPage() {
  return (
    <>
      <main>
        <h1 className="sr-only"><Trans>The shop&apos;s footer</Trans></h1>
      </main>
      <Footer />
    </>
  );
}
