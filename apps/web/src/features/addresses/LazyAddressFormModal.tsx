import { lazy, Suspense, useRef, type ComponentProps } from 'react';

const AddressFormModal = lazy(() => import('./AddressFormModal').then((m) => ({ default: m.AddressFormModal })));

/**
 * The address form, loaded the first time it opens: checkout and the account page list addresses long before anyone
 * adds one, and the form's checks (the contract's schemas, zod) are the largest part of those pages' code.
 */
export function LazyAddressFormModal(props: ComponentProps<typeof AddressFormModal>) {
  const opened = useRef(false);
  if (props.open) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <AddressFormModal {...props} />
    </Suspense>
  );
}
