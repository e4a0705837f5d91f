export { LazyAddressFormModal as AddressFormModal } from './LazyAddressFormModal';
export { AddressOption } from './AddressOption';
export { DeleteAddressDialog } from './DeleteAddressDialog';
export { useAddresses, useSaveAddress, type AddressPayload } from './api';
export { addressSaveError } from './addressMessages';
export { useAddressSelection } from './useAddressSelection';
