import type { SeedState } from './types.ts';

/**
 * The 28 states and 8 union territories of India with their current names, their two-letter codes
 * (ISO 3166-2:IN as revised in 2023, which also match vehicle registration) and their main cities, capital first.
 */
export const indiaStates: SeedState[] = [
  // States
  { name: 'Andhra Pradesh', code: 'AP', cities: ['Amaravati', 'Visakhapatnam', 'Vijayawada', 'Guntur', 'Nellore', 'Kurnool', 'Tirupati', 'Rajamahendravaram', 'Kakinada'] },
  { name: 'Arunachal Pradesh', code: 'AR', cities: ['Itanagar', 'Naharlagun', 'Pasighat', 'Tawang', 'Ziro', 'Bomdila'] },
  { name: 'Assam', code: 'AS', cities: ['Dispur', 'Guwahati', 'Silchar', 'Dibrugarh', 'Jorhat', 'Nagaon', 'Tezpur', 'Tinsukia'] },
  { name: 'Bihar', code: 'BR', cities: ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur', 'Darbhanga', 'Purnia', 'Arrah', 'Begusarai'] },
  { name: 'Chhattisgarh', code: 'CG', cities: ['Raipur', 'Bhilai', 'Bilaspur', 'Korba', 'Durg', 'Rajnandgaon', 'Jagdalpur'] },
  { name: 'Goa', code: 'GA', cities: ['Panaji', 'Margao', 'Vasco da Gama', 'Mapusa', 'Ponda'] },
  { name: 'Gujarat', code: 'GJ', cities: ['Gandhinagar', 'Ahmedabad', 'Surat', 'Vadodara', 'Rajkot', 'Bhavnagar', 'Jamnagar', 'Junagadh', 'Anand'] },
  { name: 'Haryana', code: 'HR', cities: ['Gurugram', 'Faridabad', 'Panipat', 'Ambala', 'Hisar', 'Karnal', 'Rohtak', 'Sonipat', 'Panchkula'] },
  { name: 'Himachal Pradesh', code: 'HP', cities: ['Shimla', 'Dharamshala', 'Mandi', 'Solan', 'Kullu', 'Manali', 'Hamirpur'] },
  { name: 'Jharkhand', code: 'JH', cities: ['Ranchi', 'Jamshedpur', 'Dhanbad', 'Bokaro Steel City', 'Deoghar', 'Hazaribagh'] },
  { name: 'Karnataka', code: 'KA', cities: ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi', 'Dharwad', 'Belagavi', 'Kalaburagi', 'Davanagere', 'Ballari', 'Udupi'] },
  { name: 'Kerala', code: 'KL', cities: ['Thiruvananthapuram', 'Kochi', 'Kozhikode', 'Thrissur', 'Kollam', 'Kannur', 'Alappuzha', 'Palakkad'] },
  { name: 'Madhya Pradesh', code: 'MP', cities: ['Bhopal', 'Indore', 'Jabalpur', 'Gwalior', 'Ujjain', 'Sagar', 'Rewa', 'Satna'] },
  { name: 'Maharashtra', code: 'MH', cities: ['Mumbai', 'Pune', 'Nagpur', 'Thane', 'Navi Mumbai', 'Nashik', 'Chhatrapati Sambhajinagar', 'Solapur', 'Kolhapur', 'Amravati'] },
  { name: 'Manipur', code: 'MN', cities: ['Imphal', 'Thoubal', 'Churachandpur', 'Bishnupur', 'Ukhrul'] },
  { name: 'Meghalaya', code: 'ML', cities: ['Shillong', 'Tura', 'Jowai', 'Nongstoin'] },
  { name: 'Mizoram', code: 'MZ', cities: ['Aizawl', 'Lunglei', 'Champhai', 'Serchhip'] },
  { name: 'Nagaland', code: 'NL', cities: ['Kohima', 'Dimapur', 'Mokokchung', 'Tuensang', 'Wokha'] },
  { name: 'Odisha', code: 'OD', cities: ['Bhubaneswar', 'Cuttack', 'Rourkela', 'Berhampur', 'Sambalpur', 'Puri', 'Balasore'] },
  { name: 'Punjab', code: 'PB', cities: ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala', 'Bathinda', 'Mohali', 'Pathankot'] },
  { name: 'Rajasthan', code: 'RJ', cities: ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer', 'Bikaner', 'Alwar', 'Bhilwara'] },
  { name: 'Sikkim', code: 'SK', cities: ['Gangtok', 'Namchi', 'Gyalshing', 'Mangan'] },
  { name: 'Tamil Nadu', code: 'TN', cities: ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Salem', 'Tirunelveli', 'Vellore', 'Erode', 'Thoothukudi'] },
  { name: 'Telangana', code: 'TS', cities: ['Hyderabad', 'Secunderabad', 'Warangal', 'Nizamabad', 'Karimnagar', 'Khammam'] },
  { name: 'Tripura', code: 'TR', cities: ['Agartala', 'Udaipur', 'Dharmanagar', 'Kailashahar', 'Belonia'] },
  { name: 'Uttar Pradesh', code: 'UP', cities: ['Lucknow', 'Kanpur', 'Varanasi', 'Agra', 'Prayagraj', 'Ghaziabad', 'Noida', 'Meerut', 'Bareilly', 'Gorakhpur'] },
  { name: 'Uttarakhand', code: 'UK', cities: ['Dehradun', 'Haridwar', 'Rishikesh', 'Haldwani', 'Roorkee', 'Nainital'] },
  { name: 'West Bengal', code: 'WB', cities: ['Kolkata', 'Howrah', 'Durgapur', 'Asansol', 'Siliguri', 'Bardhaman', 'Kharagpur'] },
  // Union territories
  { name: 'Andaman and Nicobar Islands', code: 'AN', cities: ['Sri Vijaya Puram', 'Mayabunder', 'Diglipur', 'Car Nicobar'] },
  { name: 'Chandigarh', code: 'CH', cities: ['Chandigarh'] },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: 'DH', cities: ['Daman', 'Diu', 'Silvassa'] },
  { name: 'Delhi', code: 'DL', cities: ['New Delhi', 'Delhi'] },
  { name: 'Jammu and Kashmir', code: 'JK', cities: ['Srinagar', 'Jammu', 'Anantnag', 'Baramulla', 'Udhampur', 'Kathua'] },
  { name: 'Ladakh', code: 'LA', cities: ['Leh', 'Kargil'] },
  { name: 'Lakshadweep', code: 'LD', cities: ['Kavaratti', 'Agatti', 'Minicoy'] },
  { name: 'Puducherry', code: 'PY', cities: ['Puducherry', 'Karaikal', 'Mahe', 'Yanam'] },
];
