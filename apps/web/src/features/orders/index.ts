export { orderListKey } from './keys';
export { UpiPaymentPanel, UpiSuccessHeading } from './UpiPaymentPanel';
