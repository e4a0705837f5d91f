/** Delivery options (docs/product.md#delivery-and-the-free-delivery-threshold): home delivery is free over ₹300; option 2 is store pickup, so it needs no address. */
export const deliveryOptions = [
  { id: 1, name: 'Standard Home Delivery', description: 'Delivered in 1-2 days. Free on orders over ₹300.', chargePaise: 4000, freeAbovePaise: 30000, needsAddress: true, sortOrder: 0 },
  { id: 2, name: 'Store Pickup', description: 'Collect from our store, usually ready in 2 hours. Always free.', chargePaise: 0, freeAbovePaise: null, needsAddress: false, sortOrder: 1 },
  { id: 3, name: 'Express Delivery', description: 'Delivered the same day when ordered before 2 pm.', chargePaise: 9900, freeAbovePaise: null, needsAddress: true, sortOrder: 2 },
];
