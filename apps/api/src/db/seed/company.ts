export const demoCompany = {
  name: 'Annapurna Organics',
  add1: '14, Residency Road',
  add2: 'Shanthala Nagar, Ashok Nagar',
  city: 'Bengaluru',
  stateName: 'Karnataka',
  countryName: 'India',
  pinCode: '560025',
  email: 'hello@annapurna.example',
  phoneNumber: '+91 80 4567 8910',
  fbPageUrl: 'https://www.facebook.com/annapurnaorganics',
  twUrl: 'https://x.com/annapurnaorganics',
  youtubeUrl: 'https://www.youtube.com/@annapurnaorganics',
  linkedinUrl: 'https://www.linkedin.com/company/annapurnaorganics',
  about:
    'Annapurna Organics brings honest groceries and natural products from Indian farms and small makers to your door: stone-ground atta, cold-pressed oils, pure spices, A2 ghee and chemical-free personal care.',
  hindiAbout:
    'अन्नपूर्णा ऑर्गेनिक्स भारतीय खेतों और छोटे उत्पादकों से ईमानदार किराना और प्राकृतिक उत्पाद आपके दरवाज़े तक लाता है: चक्की का आटा, कच्ची घानी तेल, शुद्ध मसाले, A2 घी और रसायन-मुक्त निजी देखभाल।',
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=77.5966%2C12.9639%2C77.6126%2C12.9739&layer=mapnik&marker=12.9689%2C77.6046',
  // The legal identity printed in the footer: a Karnataka GSTIN (state code 29) whose check character is right, and a
  // 14-digit FSSAI licence. Both are made up for the demo.
  legalName: 'Annapurna Organics Private Limited',
  gstin: '29AAKCA4821M1ZA',
  fssaiLicence: '11224999000487',
  // A made-up UPI id for the demo shop: a real shop sets its own in the back office (Shop details › Payments).
  upiId: 'annapurnaorganics@okaxis',
  // A made-up CIN (Karnataka, 2020, private limited) and grievance officer (decision 240).
  cin: 'U15400KA2020PTC123456',
  grievanceName: 'Kavya Menon',
  grievanceDesignation: 'Grievance Officer',
  grievanceEmail: 'grievance@annapurna.example',
  grievancePhone: '+91 80 4567 8911',
  // The phone is answered every day, 8 AM to 9 PM (decision 292).
  supportOpens: '08:00',
  supportCloses: '21:00',
};

/** The address the demo shop declares as packer of its products. */
export const demoPackerAddress = `${demoCompany.add1}, ${demoCompany.add2}, ${demoCompany.city}, ${demoCompany.stateName} ${demoCompany.pinCode}`;
