/** Demo accounts for trying the shop. They get random passwords when seeded (see demo-accounts.ts): none is written here. */
export const demoMembers = [
  { firstName: 'Asha', lastName: 'Verma', email: 'asha@annapurna.example', mobile: '9876543210', pincode: '560025', role: 'member' as const },
  { firstName: 'Shop', lastName: 'Admin', email: 'admin@annapurna.example', mobile: '9800000000', pincode: '560025', role: 'admin' as const },
];
