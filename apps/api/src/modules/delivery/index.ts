/** The delivery module's door: the delivery options, their charges and the free-delivery threshold. */
export { freeDeliveryOverPaise, deliveryChargePaise, deliveryOption, deliveryOptions, toShippingOption, type DeliveryOption } from './options.ts';
