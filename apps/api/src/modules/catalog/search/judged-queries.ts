/**
 * Judged search queries against the demo catalogue (apps/api/src/db/seed/catalogue): for each query, the products a
 * shopper means, any one of which in the top 3 answers it. Judged from the catalogue, not from what the engine
 * returns. Used by relevance.test.ts (the gate) and the benchmark report (scripts/bench/relevance.ts).
 * To add one: pick the kind, write the query as a shopper types it, list the exact demo product names it means.
 */
export type JudgedKind = 'exact' | 'brand' | 'typo' | 'hinglish' | 'devanagari' | 'multi-word' | 'pack size' | 'category' | 'quality' | 'common word';

export type JudgedQuery = { query: string; kind: JudgedKind; expected: readonly string[] };

const rice = ['Aged Basmati Rice', 'Basmati Rice Royal Family Pack', 'Sona Masoori Rice', 'Kerala Matta Rice', 'Gobindobhog Rice', 'Brown Basmati Rice', 'Idli Rice', 'Kolam Rice', 'Black Rice (Chak-hao)'];
const basmati = ['Aged Basmati Rice', 'Basmati Rice Royal Family Pack', 'Brown Basmati Rice'];
const atta = ['Chakki Fresh Whole Wheat Atta', 'Sharbati Atta Family Pack', 'Multigrain Atta'];
const honey = ['Wild Forest Honey', 'Multiflora Honey', 'Sundarban Mangrove Honey', 'Litchi Honey', 'Kashmir Acacia Honey', 'Jamun Honey', 'Raw Honey Family Pack'];
const ghee = ['A2 Gir Cow Bilona Ghee', 'A2 Gir Cow Ghee', 'Desi Cow Ghee', 'Desi Cow Ghee Small', 'Buffalo Ghee', 'Cultured Butter Ghee with Turmeric'];
const dals = ['Unpolished Toor Dal', 'Yellow Moong Dal', 'Masoor Dal', 'Urad Dal (Split, Skinned)', 'Chana Dal', 'Organic Toor Dal', 'Moong Dal Chilka'];
const turmeric = ['Lakadong Turmeric Powder', 'Haldi Powder'];
const cumin = ['Cumin Seeds (Jeera)', 'Jeera Powder (Roasted)'];
const almonds = ['Whole Almonds (Badam)', 'Whole Almonds Value Pack', 'Mamra Almonds'];
const cashews = ['Whole Cashews W320', 'Whole Cashews W240 Jumbo'];
const paneer = ['Malai Paneer', 'Low-Fat Paneer'];
const spices = [
  'Lakadong Turmeric Powder', 'Haldi Powder', 'Kashmiri Red Chilli Powder', 'Guntur Red Chilli Powder', 'Coriander Powder', 'Jeera Powder (Roasted)',
  'Amchur Powder', 'Yellow Asafoetida (Hing)', 'Cumin Seeds (Jeera)', 'Green Cardamom (Elaichi)', 'Black Pepper (Tellicherry)', 'Cloves (Laung)',
  'Cinnamon Sticks (Dalchini)', 'Mustard Seeds (Rai)', 'Fennel Seeds (Saunf)', 'Byadgi Dry Red Chillies', 'Kashmiri Saffron (Kesar)',
];
const dryFruits = [
  ...almonds, ...cashews, 'Golden Raisins (Kishmish)', 'Black Raisins (Seedless)', 'Kimia Dates', 'Dried Figs (Anjeer)', 'Kashmiri Walnut Kernels',
  'Dried Apricots (Khubani)', 'Roasted Pistachios', 'Dry Fruit Laddoo',
];
const tea = ['Assam CTC Tea', 'Darjeeling First Flush', 'Tulsi Green Tea', 'Masala Chai', 'Nilgiri Orthodox Tea', 'Kashmiri Kahwa'];
const coconutOil = ['Virgin Coconut Oil', 'Cold-Pressed Coconut Oil'];
const mustardOil = ['Kachi Ghani Mustard Oil', 'Kachi Ghani Mustard Oil Jar'];
const jaggery = ['Organic Jaggery Block', 'Jaggery Powder', 'Palm Jaggery (Karupatti)'];
const coffee = ['Coorg Filter Coffee', 'Pure Arabica Filter Coffee', 'Instant Coffee Jar', 'Cold Brew Coffee Bags'];
const soaps = ['Neem Tulsi Soap', 'Sandalwood Soap', 'Ubtan Soap', 'Goat Milk Soap', 'Charcoal & Tea Tree Soap'];

export const judgedQueries: readonly JudgedQuery[] = [
  // Exact names
  { query: 'Aged Basmati Rice', kind: 'exact', expected: ['Aged Basmati Rice'] },
  { query: 'Garam Masala', kind: 'exact', expected: ['Garam Masala'] },
  { query: 'Kaju Katli', kind: 'exact', expected: ['Kaju Katli'] },
  { query: 'Mithila Makhana', kind: 'exact', expected: ['Mithila Makhana'] },
  { query: 'Chyawanprash', kind: 'exact', expected: ['Chyawanprash'] },
  { query: 'Coorg Filter Coffee', kind: 'exact', expected: ['Coorg Filter Coffee'] },
  { query: 'Bikaneri Bhujia', kind: 'exact', expected: ['Bikaneri Bhujia'] },
  { query: 'Neem Face Wash', kind: 'exact', expected: ['Neem Face Wash'] },
  { query: 'Triphala Churna', kind: 'exact', expected: ['Triphala Churna'] },
  { query: 'Soapnut Laundry Liquid', kind: 'exact', expected: ['Soapnut Laundry Liquid'] },
  { query: 'honey', kind: 'exact', expected: honey },
  { query: 'potato', kind: 'exact', expected: ['Potato'] },
  { query: 'green tea', kind: 'exact', expected: ['Tulsi Green Tea'] },
  { query: 'toor dal', kind: 'exact', expected: ['Unpolished Toor Dal', 'Organic Toor Dal'] },
  // Brands
  { query: 'Madhuvan honey', kind: 'brand', expected: ['Wild Forest Honey', 'Multiflora Honey', 'Litchi Honey', 'Jamun Honey', 'Raw Honey Family Pack'] },
  { query: 'Amrit Ghani', kind: 'brand', expected: ['Kachi Ghani Mustard Oil', 'Cold-Pressed Groundnut Oil', 'Cold-Pressed Gingelly (Sesame) Oil', 'Cold-Pressed Sunflower Oil', 'Kachi Ghani Mustard Oil Jar', 'Cold-Pressed Safflower Oil', 'Black Sesame Oil'] },
  { query: 'Gir Gaushala ghee', kind: 'brand', expected: ['A2 Gir Cow Bilona Ghee', 'A2 Gir Cow Ghee', 'Cultured Butter Ghee with Turmeric'] },
  { query: 'Kaapi Estate', kind: 'brand', expected: ['Coorg Filter Coffee', 'Pure Arabica Filter Coffee', 'Instant Coffee Jar', 'Cold Brew Coffee Bags'] },
  { query: 'Chai Bagan', kind: 'brand', expected: ['Assam CTC Tea', 'Darjeeling First Flush', 'Masala Chai'] },
  { query: 'Annapurna atta', kind: 'brand', expected: ['Chakki Fresh Whole Wheat Atta'] },
  { query: 'Mithas', kind: 'brand', expected: ['Kaju Katli', 'Soan Papdi', 'Gulab Jamun (Tin)', 'Agra Petha'] },
  { query: 'Vanya Herbals soap', kind: 'brand', expected: ['Sandalwood Soap', 'Ubtan Soap', 'Goat Milk Soap'] },
  // Typos: a letter wrong, missing, doubled or two swapped
  { query: 'basmti', kind: 'typo', expected: basmati },
  { query: 'tumeric', kind: 'typo', expected: turmeric },
  { query: 'hony', kind: 'typo', expected: honey },
  { query: 'pottato', kind: 'typo', expected: ['Potato'] },
  { query: 'almnds', kind: 'typo', expected: almonds },
  { query: 'cocnut oil', kind: 'typo', expected: coconutOil },
  { query: 'jagery', kind: 'typo', expected: jaggery },
  { query: 'corriander powder', kind: 'typo', expected: ['Coriander Powder'] },
  { query: 'cashwe', kind: 'typo', expected: cashews },
  { query: 'chyawanprsh', kind: 'typo', expected: ['Chyawanprash'] },
  { query: 'pistachio', kind: 'typo', expected: ['Roasted Pistachios'] },
  { query: 'cardamon', kind: 'typo', expected: ['Green Cardamom (Elaichi)'] },
  { query: 'tomatoe', kind: 'typo', expected: ['Tomato (Hybrid)', 'Desi Tomato'] },
  { query: 'sandalwod soap', kind: 'typo', expected: ['Sandalwood Soap'] },
  { query: 'ashwagnadha', kind: 'typo', expected: ['Ashwagandha Powder'] },
  // Hinglish
  { query: 'atta', kind: 'hinglish', expected: atta },
  { query: 'chawal', kind: 'hinglish', expected: rice },
  { query: 'haldi', kind: 'hinglish', expected: turmeric },
  { query: 'jeera', kind: 'hinglish', expected: cumin },
  { query: 'ghee', kind: 'hinglish', expected: ghee },
  { query: 'aloo', kind: 'hinglish', expected: ['Potato'] },
  { query: 'pyaaz', kind: 'hinglish', expected: ['Onion'] },
  { query: 'dahi', kind: 'hinglish', expected: ['Fresh Curd (Dahi)'] },
  { query: 'masoor dal', kind: 'hinglish', expected: ['Masoor Dal'] },
  { query: 'moong dal', kind: 'hinglish', expected: ['Yellow Moong Dal', 'Moong Dal Chilka'] },
  { query: 'urad dal', kind: 'hinglish', expected: ['Urad Dal (Split, Skinned)'] },
  { query: 'chana dal', kind: 'hinglish', expected: ['Chana Dal'] },
  { query: 'arhar dal', kind: 'hinglish', expected: ['Unpolished Toor Dal', 'Organic Toor Dal'] },
  { query: 'badam', kind: 'hinglish', expected: almonds },
  { query: 'kaju', kind: 'hinglish', expected: cashews },
  { query: 'kali mirch', kind: 'hinglish', expected: ['Black Pepper (Tellicherry)'] },
  { query: 'sarson ka tel', kind: 'hinglish', expected: mustardOil },
  { query: 'elaichi', kind: 'hinglish', expected: ['Green Cardamom (Elaichi)'] },
  { query: 'gud', kind: 'hinglish', expected: jaggery },
  { query: 'shahad', kind: 'hinglish', expected: honey },
  { query: 'nariyal tel', kind: 'hinglish', expected: coconutOil },
  { query: 'dhaniya powder', kind: 'hinglish', expected: ['Coriander Powder'] },
  { query: 'palak', kind: 'hinglish', expected: ['Spinach (Palak)'] },
  { query: 'doodh', kind: 'hinglish', expected: ['A2 Desi Cow Milk', 'Full Cream Milk'] },
  { query: 'paneer', kind: 'hinglish', expected: paneer },
  { query: 'chai patti', kind: 'hinglish', expected: tea },
  // Devanagari
  { query: 'आटा', kind: 'devanagari', expected: atta },
  { query: 'चावल', kind: 'devanagari', expected: rice },
  { query: 'हल्दी', kind: 'devanagari', expected: turmeric },
  { query: 'जीरा', kind: 'devanagari', expected: cumin },
  { query: 'घी', kind: 'devanagari', expected: ghee },
  { query: 'आलू', kind: 'devanagari', expected: ['Potato'] },
  { query: 'प्याज', kind: 'devanagari', expected: ['Onion'] },
  { query: 'दही', kind: 'devanagari', expected: ['Fresh Curd (Dahi)'] },
  { query: 'शहद', kind: 'devanagari', expected: honey },
  { query: 'बादाम', kind: 'devanagari', expected: almonds },
  { query: 'मसूर दाल', kind: 'devanagari', expected: ['Masoor Dal'] },
  { query: 'पनीर', kind: 'devanagari', expected: paneer },
  // Devanagari names the alias list does not know: found by the products' own Hindi names (decision 141).
  { query: 'बासमती चावल', kind: 'devanagari', expected: basmati },
  { query: 'हल्दी पाउडर', kind: 'devanagari', expected: turmeric },
  { query: 'तूर दाल', kind: 'devanagari', expected: ['Unpolished Toor Dal', 'Organic Toor Dal'] },
  { query: 'देसी घी', kind: 'devanagari', expected: ['Desi Cow Ghee', 'Desi Cow Ghee Small'] },
  { query: 'सरसों तेल', kind: 'devanagari', expected: mustardOil },
  { query: 'काजू कतली', kind: 'devanagari', expected: ['Kaju Katli'] },
  { query: 'गरम मसाला', kind: 'devanagari', expected: ['Garam Masala'] },
  { query: 'च्यवनप्राश', kind: 'devanagari', expected: ['Chyawanprash'] },
  { query: 'मखाना', kind: 'devanagari', expected: ['Mithila Makhana', 'Roasted Makhana (Peri Peri)'] },
  { query: 'साबूदाना', kind: 'devanagari', expected: ['Sabudana (Sago Pearls)'] },
  { query: 'गुड़', kind: 'devanagari', expected: jaggery },
  { query: 'नारियल तेल', kind: 'devanagari', expected: coconutOil },
  { query: 'मुल्तानी मिट्टी', kind: 'devanagari', expected: ['Multani Mitti'] },
  { query: 'भिंडी', kind: 'devanagari', expected: ['Lady Finger (Bhindi)'] },
  // Several words
  { query: 'basmati rice', kind: 'multi-word', expected: basmati },
  { query: 'turmeric powder', kind: 'multi-word', expected: turmeric },
  { query: 'cold pressed coconut oil', kind: 'multi-word', expected: ['Cold-Pressed Coconut Oil'] },
  { query: 'kashmiri chilli powder', kind: 'multi-word', expected: ['Kashmiri Red Chilli Powder'] },
  { query: 'filter coffee', kind: 'multi-word', expected: ['Coorg Filter Coffee', 'Pure Arabica Filter Coffee'] },
  { query: 'peanut chikki', kind: 'multi-word', expected: ['Peanut Chikki'] },
  { query: 'idli dosa batter', kind: 'multi-word', expected: ['Idli Dosa Batter'] },
  { query: 'neem soap', kind: 'multi-word', expected: ['Neem Tulsi Soap'] },
  { query: 'brown rice', kind: 'multi-word', expected: ['Brown Basmati Rice'] },
  { query: 'cow ghee', kind: 'multi-word', expected: ghee.slice(0, 4) },
  { query: 'mango lassi', kind: 'multi-word', expected: ['Mango Lassi'] },
  { query: 'aloe vera juice', kind: 'multi-word', expected: ['Aloe Vera Juice'] },
  // Pack sizes
  { query: 'basmati rice 5 kg', kind: 'pack size', expected: ['Basmati Rice Royal Family Pack'] },
  { query: 'atta 5 kg', kind: 'pack size', expected: ['Chakki Fresh Whole Wheat Atta'] },
  { query: 'atta 10kg', kind: 'pack size', expected: ['Sharbati Atta Family Pack'] },
  { query: 'honey 1 kg', kind: 'pack size', expected: ['Raw Honey Family Pack'] },
  { query: 'honey 250 g', kind: 'pack size', expected: ['Sundarban Mangrove Honey', 'Jamun Honey'] },
  { query: 'ghee 500 ml', kind: 'pack size', expected: ['A2 Gir Cow Ghee', 'Buffalo Ghee'] },
  { query: 'mustard oil 5 l', kind: 'pack size', expected: ['Kachi Ghani Mustard Oil Jar'] },
  { query: 'almonds 1 kg', kind: 'pack size', expected: ['Whole Almonds Value Pack'] },
  { query: 'toor dal 500 g', kind: 'pack size', expected: ['Organic Toor Dal'] },
  { query: 'ghee 1 l', kind: 'pack size', expected: ['A2 Gir Cow Bilona Ghee', 'Desi Cow Ghee'] },
  // Category words
  { query: 'spices', kind: 'category', expected: spices },
  { query: 'dry fruits', kind: 'category', expected: dryFruits },
  { query: 'millets', kind: 'category', expected: ['Foxtail Millet', 'Little Millet', 'Kodo Millet', 'Barnyard Millet (Sama)', 'Whole Ragi', 'Millet Muesli'] },
  { query: 'namkeen', kind: 'category', expected: ['Bikaneri Bhujia', 'Roasted Makhana (Peri Peri)', 'Kerala Banana Chips', 'Khatta Meetha Mix', 'Moong Dal Namkeen', 'Gujarati Khakhra (Methi)', 'Masala Peanuts'] },
  { query: 'pulses', kind: 'category', expected: [...dals, 'Kashmiri Rajma', 'Chitra Rajma', 'Kabuli Chana', 'Kala Chana', 'Whole Green Moong', 'Whole Urad (Black Gram)'] },
  { query: 'soap', kind: 'category', expected: soaps },
  { query: 'hair oil', kind: 'category', expected: ['Bhringraj Hair Oil', 'Amla Hair Oil'] },
  { query: 'pooja', kind: 'category', expected: ['Sandalwood Agarbatti', 'Pure Bhimseni Camphor', 'Cow Ghee Cotton Wicks', 'Guggul Dhoop Cones', 'Clay Diyas (Hand-Painted)', 'Kumkum & Haldi Set'] },
  { query: 'vegetables', kind: 'category', expected: ['Onion', 'Potato', 'Tomato (Hybrid)', 'Desi Tomato', 'Ginger', 'Garlic', 'Carrot (Red, Delhi)', 'Green Chilli', 'Lady Finger (Bhindi)', 'Cauliflower'] },
  { query: 'pickle', kind: 'category', expected: ['Punjabi Mixed Pickle', 'Lemon Pickle (Sweet & Sour)', 'Gongura Pickle'] },
  // A quality or kind word with a product word
  { query: 'organic toor dal', kind: 'quality', expected: ['Organic Toor Dal'] },
  { query: 'organic jaggery', kind: 'quality', expected: ['Organic Jaggery Block'] },
  { query: 'organic masoor dal', kind: 'quality', expected: ['Masoor Dal'] },
  { query: 'fresh atta', kind: 'quality', expected: ['Chakki Fresh Whole Wheat Atta'] },
  { query: 'fresh curd', kind: 'quality', expected: ['Fresh Curd (Dahi)'] },
  { query: 'desi ghee', kind: 'quality', expected: ['Desi Cow Ghee', 'Desi Cow Ghee Small'] },
  { query: 'a2 ghee', kind: 'quality', expected: ['A2 Gir Cow Bilona Ghee', 'A2 Gir Cow Ghee'] },
  { query: 'raw honey', kind: 'quality', expected: ['Raw Honey Family Pack'] },
  { query: 'wild honey', kind: 'quality', expected: ['Wild Forest Honey'] },
  { query: 'virgin coconut oil', kind: 'quality', expected: ['Virgin Coconut Oil'] },
  { query: 'low fat paneer', kind: 'quality', expected: ['Low-Fat Paneer'] },
  { query: 'unpolished dal', kind: 'quality', expected: ['Unpolished Toor Dal'] },
  { query: 'roasted peanuts', kind: 'quality', expected: ['Masala Peanuts', 'Bold Peanuts'] },
  { query: 'premium basmati rice', kind: 'quality', expected: basmati },
  { query: 'organic ragi flour', kind: 'quality', expected: ['Ragi Flour'] },
  // A word many products share (fresh, natural, farm: a sixth of the demo catalogue or more) with the word that tells
  // the products apart: the products carrying the rarer word first (issue 36, item 6).
  { query: 'natural coffee', kind: 'common word', expected: coffee },
  { query: 'farm fresh coffee', kind: 'common word', expected: coffee },
  { query: 'fresh cumin', kind: 'common word', expected: cumin },
  { query: 'fresh poha', kind: 'common word', expected: ['Thick Poha', 'Red Rice Poha'] },
  { query: 'farm fresh honey', kind: 'common word', expected: honey },
  { query: 'natural ghee', kind: 'common word', expected: ghee },
  { query: 'fresh dal', kind: 'common word', expected: dals },
  { query: 'fresh rice', kind: 'common word', expected: rice },
  { query: 'natural turmeric', kind: 'common word', expected: turmeric },
  { query: 'fresh almonds', kind: 'common word', expected: almonds },
  { query: 'natural basmati', kind: 'common word', expected: basmati },
];
