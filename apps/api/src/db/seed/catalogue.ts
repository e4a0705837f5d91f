import type { SeedCategory } from './types.ts';

export const demoCatalogue: SeedCategory[] = [
  {
    name: 'Staples',
    picture: '/images/categories/staples.svg',
    subcategories: [
      {
        name: 'Rice',
        picture: '/images/categories/rice.svg',
        products: [
          { name: 'Aged Basmati Rice', brand: 'Annapurna', packSize: '1 kg', pricePaise: 18900, mrpPaise: 21000, stock: 120, minQty: 1, maxQty: 10, popularity: 980, shortDescription: 'Long-grain basmati aged two years.', description: 'Long-grain basmati from the Himalayan foothills, aged two years.', origin: 'Punjab, India', image: '/images/products/aged-basmati-rice.svg' },
        ],
      },
    ],
  },
];
