export { orderListKey } from './keys';
export { UpiPaymentPanel } from './UpiPaymentPanel';
