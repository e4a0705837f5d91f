import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { Header } from './Header';

/** /Header: the shop's header on its own (SPEC.md section 2). */
export default function HeaderPage() {
  useDocumentTitle('Header');
  return <Header />;
}
