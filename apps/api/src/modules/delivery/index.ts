export { freeDeliveryOverPaise, deliveryChargePaise, deliveryOption, deliveryOptions, toShippingOption, type DeliveryOption } from './options.ts';
