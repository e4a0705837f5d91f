export { LazyAddressFormModal as AddressFormModal, LazyDeleteAddressDialog as DeleteAddressDialog } from './lazyDialogs';
export { AddressOption } from './AddressOption';
export { useAddresses, useSaveAddress, type AddressPayload } from './api';
export { addressSaveError } from './addressMessages';
export { useAddressSelection } from './useAddressSelection';
