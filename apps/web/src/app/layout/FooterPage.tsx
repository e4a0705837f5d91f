import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { Footer } from './Footer';

/** /footer: the shop's footer on its own (SPEC.md section 2). */
export default function FooterPage() {
  useDocumentTitle('Footer');
  return <Footer />;
}
