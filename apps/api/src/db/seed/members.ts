/** Demo accounts for trying the shop locally (named in the README; development only). */
export const demoMembers = [
  { firstName: 'Asha', lastName: 'Verma', email: 'asha@annapurna.example', mobile: '9876543210', pincode: '560025', role: 'member' as const, password: 'asha-demo-123' },
  { firstName: 'Shop', lastName: 'Admin', email: 'admin@annapurna.example', mobile: '9800000000', pincode: '560025', role: 'admin' as const, password: 'admin-demo-123' },
];
