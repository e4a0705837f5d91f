import { lazyWhenOpened } from '../../ui/lazyWhenOpened';

/** The address form, loaded the first time it opens (its checks, the contract's schemas and zod, are the largest part). */
export const LazyAddressFormModal = lazyWhenOpened(
  () => import('./AddressFormModal').then((m) => m.AddressFormModal),
  (props) => props.open,
);

/** The delete confirmation, loaded the first time it opens (with the dialog library). */
export const LazyDeleteAddressDialog = lazyWhenOpened(
  () => import('./DeleteAddressDialog').then((m) => m.DeleteAddressDialog),
  (props) => props.address !== null,
);
