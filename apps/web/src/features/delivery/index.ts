/** Where and when the shop delivers, on the storefront: "Deliver to?", the pin code check and the slot picker. */
export { DeliverToButton } from './DeliverToButton';
export { DeliveryTimes } from './DeliveryTimes';
export { PinCodeCheck } from './PinCodeCheck';
export { SlotPicker } from './SlotPicker';
export { useDeliverySlots, usePinCode } from './api';
export { useDeliverTo } from './deliverTo';
export { useArrivalWords } from './arrivalWords';
