/** The delivery module's door: the delivery options and their charges, where they reach, and their slots. */
export { freeDeliveryOverPaise, deliveryChargePaise, deliveryOption, deliveryOptions, toShippingOption, type DeliveryOption } from './options.ts';
export { addAreas, areaCounts, areaProblem, deleteArea, listAreas, optionOrThrow, optionReaches, parseAreaCsv, pinCodeInfo, pinCodeServiceable } from './areas.ts';
export { arrivalOf } from './arrival.ts';
export { availableSlots, bookSlot, chosenSlot, freeSlot, maxSlotId, noSlotMessage, optionHasSlots, slotCalendar, toDeliveryDays, type DaySlot } from './slots.ts';
