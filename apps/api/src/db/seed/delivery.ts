/** Delivery options (docs/product.md#delivery-and-the-free-delivery-threshold): home delivery is free over ₹300; option 2 is store pickup, so it needs no address. */
export const deliveryOptions = [
  { id: 1, name: 'Standard Home Delivery', description: 'Delivered in 1-2 days. Free on orders over ₹300.', hindiName: 'सामान्य होम डिलीवरी', hindiDescription: '1-2 दिन में डिलीवरी। ₹300 से ऊपर के ऑर्डर पर मुफ़्त।', chargePaise: 4000, freeAbovePaise: 30000, needsAddress: true, sortOrder: 0 },
  { id: 2, name: 'Store Pickup', description: 'Collect from our store, usually ready in 2 hours. Always free.', hindiName: 'स्टोर से पिकअप', hindiDescription: 'हमारे स्टोर से लें, आमतौर पर 2 घंटे में तैयार। हमेशा मुफ़्त।', chargePaise: 0, freeAbovePaise: null, needsAddress: false, sortOrder: 1 },
  { id: 3, name: 'Express Delivery', description: 'Delivered the same day when ordered before 2 pm.', hindiName: 'एक्सप्रेस डिलीवरी', hindiDescription: 'दोपहर 2 बजे से पहले ऑर्डर करने पर उसी दिन डिलीवरी।', chargePaise: 9900, freeAbovePaise: null, needsAddress: true, sortOrder: 2, sameDayUntilMinute: 14 * 60 },
];

/** Where the demo shop delivers home (decision 124): five cities' pin code ranges; express in Bengaluru only. */
export const demoDeliveryAreas = [
  { optionId: 1, pinFrom: 560001, pinTo: 560110, city: 'Bengaluru', state: 'Karnataka' },
  { optionId: 1, pinFrom: 400001, pinTo: 400104, city: 'Mumbai', state: 'Maharashtra' },
  { optionId: 1, pinFrom: 110001, pinTo: 110096, city: 'New Delhi', state: 'Delhi' },
  { optionId: 1, pinFrom: 600001, pinTo: 600119, city: 'Chennai', state: 'Tamil Nadu' },
  { optionId: 1, pinFrom: 500001, pinTo: 500096, city: 'Hyderabad', state: 'Telangana' },
  { optionId: 3, pinFrom: 560001, pinTo: 560110, city: 'Bengaluru', state: 'Karnataka' },
];

/** The demo shop's home delivery slots, every day (India time): [start, end, capacity] in hours; booking closes 2 hours before. */
const demoSlotHours: [number, number, number][] = [
  [7, 9, 20],
  [9, 11, 25],
  [11, 13, 25],
  [16, 18, 25],
  [18, 20, 30],
  [20, 22, 20],
];
export const demoDeliverySlots = Array.from({ length: 7 }, (_, weekday) =>
  demoSlotHours.map(([from, to, capacity]) => ({ optionId: 1, weekday, startMinute: from * 60, endMinute: to * 60, capacity, cutoffHours: 2 })),
).flat();
