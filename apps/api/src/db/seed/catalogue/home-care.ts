import { category, sub } from './define.ts';

export const homeCare = category('Home Care', ['spray', 'bottle'], [
  sub('Natural Cleaners', 'spray', [
    ['Bio-Enzyme Floor Cleaner', 'Saaf Ghar', '1 L', 299, 249, 90, 448, 'Karnataka', 'Citrus peel bio-enzyme cleaner, safe for children and pets.', 'Orange and lemon peels fermented with jaggery for three months into a natural enzyme cleaner. Add a capful to a bucket of water for floors. No phosphates, no harsh chemicals.', { art: 'bottle' }],
    ['Neem Citrus Surface Spray', 'Saaf Ghar', '500 ml', 220, 185, 80, 252, 'Karnataka', 'Multi-surface spray with neem and citrus enzymes.', 'A ready-to-use spray for kitchen counters, tables and tiles, made with citrus bio-enzyme and neem oil. Spray, wait a minute and wipe. Fresh lemony smell.'],
    ['Glass Cleaner (Vinegar & Lemon)', 'Saaf Ghar', '500 ml', 180, 150, 0, 0, 'Maharashtra', 'Streak-free natural glass and mirror cleaner.', 'Vinegar, lemon and a plant-based surfactant for streak-free glass and mirrors. Spray and wipe with a dry cotton cloth. No ammonia.'],
    ['Toilet Cleaner (Bio-Enzyme)', 'Saaf Ghar', '500 ml', 190, 160, 70, 222, 'Karnataka', 'Acid-free enzyme toilet cleaner with eucalyptus.', 'A thick enzyme cleaner with eucalyptus oil that breaks down stains without acid. Squeeze under the rim, leave for 15 minutes and flush. Septic-tank safe.', { art: 'bottle' }],
  ]),
  sub('Dishwash & Laundry', 'bottle', [
    ['Soapnut Laundry Liquid', 'Saaf Ghar', '1 L', 420, 289, 70, 356, 'Karnataka', 'Plant-based reetha laundry liquid for machine and bucket wash.', 'Made from soapnuts (reetha) and coconut-based surfactants. Use a capful for a machine load; safe for silks and woollens. Gentle on hands and rivers.'],
    ['Dishwash Liquid (Lemon & Tamarind)', 'Saaf Ghar', '500 ml', 180, 150, 120, 402, 'Karnataka', 'Grease-cutting dishwash gel with lemon and tamarind.', 'Plant-based dishwash gel with lemon peel and tamarind that cuts oil from kadhais and tiffins. A few drops on a wet scrub are enough. Gentle on hands.', { art: 'pump' }],
    ['Natural Dishwash Bar', 'Saaf Ghar', '200 g', 35, 35, 200, 332, 'Karnataka', 'Coconut oil dishwash bar with neem and lemon.', 'A firm dishwash bar of saponified coconut oil, neem and lemon. Long-lasting and lathers well. Sold in packs of three bars or more.', { qty: [3, 12], art: 'soap' }],
    ['Soapnuts (Whole Reetha)', 'Vanya Herbals', '250 g', 140, 120, 60, 175, 'Uttarakhand', 'Whole dried soapnut shells for laundry and hair wash.', 'Soapnut shells from the Kumaon hills, deseeded and dried. Put five in a cloth bag with each laundry load, or soak and boil for a natural shampoo. Reusable three to four times.', { art: 'pouch' }],
  ]),
  sub('Pooja Needs', 'sticks', [
    ['Sandalwood Agarbatti', 'Shubh Puja', '100 g', 90, 80, 150, 505, 'Karnataka', 'Hand-rolled Mysore sandalwood incense sticks.', 'Incense hand-rolled by artisans in Mysuru with sandalwood powder and natural resins, charcoal-free. Soft, lingering fragrance for daily pooja. About 100 sticks.', { qty: [2, 12] }],
    ['Pure Bhimseni Camphor', 'Shubh Puja', '100 g', 220, 189, 80, 418, 'Uttar Pradesh', 'Natural edible-grade camphor tablets for aarti.', 'Bhimseni (natural) camphor that burns clean with a strong, pure aroma. Use for aarti, or place a tablet in the wardrobe to keep insects away. Store in an airtight tin.', { art: 'tin' }],
    ['Cow Ghee Cotton Wicks', 'Shubh Puja', 'Pack of 100', 120, 99, 100, 236, 'Gujarat', 'Ready wicks dipped in pure cow ghee.', 'Round cotton wicks dipped in pure cow ghee, ready to place in a diya. Each burns for about 30 minutes. Saves time before daily pooja.', { art: 'box' }],
    ['Guggul Dhoop Cones', 'Shubh Puja', 'Pack of 40', 110, 95, 90, 219, 'Rajasthan', 'Resin-rich guggul dhoop cones for a purifying smoke.', 'Cones of guggul resin, cow-dung ash and herbs, traditional for purifying the home. Light the tip and place on a holder. Charcoal-free.', { qty: [2, 10], art: 'box' }],
    ['Clay Diyas (Hand-Painted)', 'Shubh Puja', 'Pack of 12', 180, 149, 0, 329, 'Uttar Pradesh', 'Twelve hand-painted terracotta diyas made in Gorakhpur.', 'Terracotta diyas thrown on the wheel by potters of Gorakhpur and hand-painted. Soak in water for an hour before first use so they do not absorb oil. Back before every festival season.', { qty: [1, 5], art: 'box' }],
    ['Kumkum & Haldi Set', 'Shubh Puja', 'Pack of 2', 80, 80, 70, 188, 'Maharashtra', 'Natural kumkum and haldi powder for pooja and tilak.', 'Kumkum made from turmeric and lime, and pure haldi powder, in two small boxes. Free from synthetic dyes and lead. For tilak, rangoli and pooja thali.', { art: 'box' }],
  ]),
]);
