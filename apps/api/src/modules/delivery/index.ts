/**
 * The delivery module's door: the delivery options and their charges, where they reach, and their slots; and its own
 * calls (decision 272): the pin code check, the shopper's substitution choice, and the back office's charges, areas,
 * slots, closed days and the picking list (short picks are a workflow, workflows/short-pick.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
import adminCalls from './admin.routes.ts';
export { freeDeliveryOverPaise, deliveryChargePaise, deliveryOption, deliveryOptions, toShippingOption, type DeliveryOption } from './options.ts';
export { optionReaches, pinCodeServiceable } from './areas.ts';
export { arrivalOf } from './arrival.ts';
export { availableSlots, bookSlot, chosenSlot, freeSlot, noSlotMessage, optionHasSlots, slotCalendar, toDeliveryDays, type DaySlot } from './slots.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [adminCalls];
