import { category, sub } from './define.ts';

export const ayurveda = category('Ayurveda & Wellness', ['jar', 'leafy'], [
  sub('Immunity & Tonics', 'jar', [
    ['Chyawanprash', 'Ayur Vatika', '1 kg', 450, 379, 90, 628, 'Uttarakhand', 'Classic amla jam with 40 herbs, made with ghee and honey.', 'Fresh amla slow-cooked with more than 40 herbs including ashwagandha, pippali and giloy, then blended with ghee and honey. Take a spoon with warm milk every morning in winter. Made to the classical recipe in Haridwar.'],
    ['Tulsi Drops', 'Ayur Vatika', '30 ml', 220, 190, 100, 342, 'Uttarakhand', 'Concentrated extract of five kinds of tulsi.', 'Extract of Rama, Shyama, Vana, Kapoor and Nimbu tulsi. Add two drops to tea, water or honey. One bottle lasts about a month.', { art: 'bottle' }],
    ['Haldi Doodh Mix', 'Sattvik Foods', '100 g', 220, 189, 70, 309, 'Meghalaya', 'Turmeric latte mix with Lakadong haldi, pepper and ginger.', 'Lakadong turmeric blended with black pepper, dry ginger, cinnamon and cardamom. Stir one spoon into a cup of warm milk with jaggery before bed. No sugar added.', { art: 'pouch' }],
    ['Ayurvedic Kadha', 'Ayur Vatika', '100 g', 180, 160, 0, 264, 'Kerala', 'Herbal decoction mix of tulsi, dalchini, sonth and kali mirch.', 'A blend of tulsi, cinnamon, dry ginger and black pepper to the AYUSH recipe. Boil a spoon in two cups of water until reduced by half, add jaggery and sip warm. Soothing in the monsoon.', { art: 'pouch' }],
    ['Giloy Ghanvati', 'Ayur Vatika', '60 tablets', 180, 150, 80, 218, 'Madhya Pradesh', 'Guduchi stem extract tablets.', 'Tablets made from concentrated giloy stem extract, a traditional rasayana. Take one or two after meals with water. Consult a doctor if you are pregnant or on medication.', { art: 'bottle' }],
  ]),
  sub('Herbal Powders', ['pouch', 'leafy'], [
    ['Ashwagandha Powder', 'Ayur Vatika', '100 g', 200, 170, 90, 381, 'Madhya Pradesh', 'Pure ashwagandha root powder from Neemuch.', 'Roots of ashwagandha grown in Neemuch and Mandsaur, dried and ground fine. Mix half a teaspoon in warm milk at night. No fillers.'],
    ['Triphala Churna', 'Ayur Vatika', '100 g', 110, 95, 120, 405, 'Uttar Pradesh', 'Amla, harad and baheda in equal parts.', 'The classic blend of the three fruits amla, haritaki and bibhitaki, dried and powdered. Take half a teaspoon with warm water at bedtime. Gentle and time-tested.'],
    ['Moringa Leaf Powder', 'Prakriti Organics', '100 g', 180, 150, 70, 261, 'Tamil Nadu', 'Shade-dried drumstick leaf powder, rich in iron.', 'Young moringa leaves from Dindigul dried in the shade to keep their green colour, then ground. Add a spoon to smoothies, dal or chapati dough. Earthy, grassy taste.'],
    ['Psyllium Husk (Isabgol)', 'Shuddh Bharat', '100 g', 160, 140, 110, 335, 'Gujarat', 'Pure isabgol husk from Unjha for daily fibre.', 'Psyllium husk from the Unjha region, cleaned and sieved. Stir a spoon into water or curd and drink immediately. Drink plenty of water through the day.'],
    ['Brahmi Powder', 'Ayur Vatika', '100 g', 170, 150, 0, 140, 'Kerala', 'Bacopa leaf powder, a traditional memory tonic.', 'Whole brahmi plant dried and powdered, used in Ayurveda to support memory and calm. Take a quarter teaspoon with warm milk or ghee. Bitter in taste.'],
    ['Shatavari Powder', 'Ayur Vatika', '100 g', 200, 175, 40, 90, 'Madhya Pradesh', 'Asparagus racemosus root powder for women\'s wellness.', 'Roots of shatavari, peeled, dried and ground. Mix half a teaspoon in warm milk twice a day. A traditional tonic for women.'],
  ]),
  sub('Herbal Teas & Infusions', 'box', [
    ['Arjuna Tea', 'Vedic Leaf', '20 bags', 220, 185, 40, 45, 'Madhya Pradesh', 'Arjuna bark with cinnamon and ginger, for heart health.', 'Arjuna bark blended with cinnamon and ginger in tea bags. Steep a bag for five minutes and sip after meals. Caffeine-free.'],
    ['Chamomile & Tulsi Sleep Tea', 'Vedic Leaf', '20 bags', 260, 219, 60, 191, 'Uttarakhand', 'A calming caffeine-free blend for bedtime.', 'Chamomile flowers, tulsi and a little brahmi grown in the Kumaon hills. Steep a bag for five minutes before bed. Naturally caffeine-free.'],
    ['Hibiscus Rose Tea', 'Vedic Leaf', '50 g', 240, 199, 3, 25, 'Tamil Nadu', 'Tart, ruby-red hibiscus and rose petal infusion.', 'Dried hibiscus calyces and rose petals that brew a tart, ruby tea. Drink hot with honey, or iced with mint. Caffeine-free.', { qty: [1, 3], art: 'tin' }],
    ['Lemongrass Ginger Tea', 'Vedic Leaf', '20 bags', 200, 170, 80, 181, 'Kerala', 'Zesty lemongrass with dry ginger in tea bags.', 'Lemongrass from Kerala hill farms with sonth and a touch of black pepper. Steep for four minutes. Refreshing after meals.'],
  ]),
]);
