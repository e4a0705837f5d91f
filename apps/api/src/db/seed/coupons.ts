const DAY = 24 * 60 * 60 * 1000;

/** Demo coupons named in the README, each described in English and in Hindi. Dates are relative to the day the demo shop is loaded. */
export function demoCoupons(now = new Date()) {
  return [
    { code: 'WELCOME10', description: '10% off your order of ₹500 or more (up to ₹150).', hindiDescription: '₹500 या उससे ज़्यादा के ऑर्डर पर 10% की छूट (₹150 तक)।', kind: 'percent' as const, value: 10, minOrderPaise: 50000, maxDiscountPaise: 15000, expiresAt: new Date(now.getTime() + 365 * DAY), usageLimit: null, perMemberLimit: 1 },
    { code: 'FLAT50', description: '₹50 off orders of ₹399 or more.', hindiDescription: '₹399 या उससे ज़्यादा के ऑर्डर पर ₹50 की छूट।', kind: 'flat' as const, value: 5000, minOrderPaise: 39900, maxDiscountPaise: null, expiresAt: new Date(now.getTime() + 180 * DAY), usageLimit: 1000, perMemberLimit: 3 },
    { code: 'DIWALI25', description: 'Festive 25% off, now over.', hindiDescription: 'त्योहार पर 25% की छूट, जो अब खत्म हो चुकी है।', kind: 'percent' as const, value: 25, minOrderPaise: 0, maxDiscountPaise: 25000, expiresAt: new Date(now.getTime() - 10 * DAY), usageLimit: null, perMemberLimit: 1 },
  ];
}
