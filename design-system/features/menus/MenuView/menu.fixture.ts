import { type Menu, menu as menuSchema } from '@fittizia/contract';
import type { MenuWithStatement } from './MenuView.tsx';

const V = { name: 'Vegetarian', code: 'V' };
const VE = { name: 'Vegan', code: 'VE' };
const GF = { name: 'Gluten-free', code: 'GF' };
const HOT = { name: 'Spicy', code: 'HOT' };

/** A small fictional menu for stories and tests. */
export const menuFixture: MenuWithStatement = {
  ...(menuSchema.parse({
    id: 'm-main',
    name: 'Main Menu',
    description: 'Wood-fired pizza, fresh pasta and Italian classics.',
    dietaryKey: [V, VE, GF, HOT],
    sections: [
      {
        id: 'antipasti',
        name: 'Antipasti',
        items: [
          {
            id: 'bruschetta',
            name: 'Bruschetta al pomodoro',
            description: 'Toasted sourdough, vine tomatoes, basil, garlic.',
            price: 6.95,
            kcal: 410,
            allergens: ['cereals containing gluten'],
            dietaryTags: [VE],
          },
          {
            id: 'calamari',
            name: 'Calamari fritti',
            description: 'Lemon and garlic mayonnaise.',
            price: 8.5,
            kcal: 620,
            allergens: ['molluscs', 'eggs', 'cereals containing gluten', 'mustard'],
          },
          {
            id: 'olives',
            name: 'Olive marinate',
            description: 'Green and black olives, orange zest, rosemary.',
            price: 4.5,
            kcal: 190,
            allergens: ['sulphur dioxide/sulphites'],
            dietaryTags: [VE, GF],
          },
        ],
      },
      {
        id: 'pizza',
        name: 'Pizza',
        items: [
          {
            id: 'margherita',
            name: 'Margherita',
            description: 'San Marzano tomato, fior di latte, basil.',
            price: 11.5,
            kcal: 890,
            allergens: ['cereals containing gluten', 'milk'],
            dietaryTags: [V],
          },
          {
            id: 'diavola',
            name: 'Diavola',
            description: 'Spicy salami, nduja, mozzarella, red chilli.',
            price: 14.25,
            kcal: 1120,
            allergens: ['cereals containing gluten', 'milk', 'mustard'],
            dietaryTags: [HOT],
          },
        ],
      },
      {
        id: 'dolci',
        name: 'Dolci',
        items: [
          {
            id: 'tiramisu',
            name: 'Tiramisù',
            description: 'Mascarpone, espresso, cocoa.',
            price: 6.95,
            kcal: 480,
            allergens: ['eggs', 'milk', 'cereals containing gluten'],
            dietaryTags: [V],
          },
          {
            id: 'sorbetto',
            name: 'Sorbetto al limone',
            description: 'Amalfi lemon sorbet.',
            price: 5.25,
            kcal: 210,
            allergens: [],
            dietaryTags: [VE, GF],
          },
        ],
      },
    ],
  }) as Menu),
  calorieStatement: 'Adults need around 2000 kcal a day',
};

export const menuLinksFixture = [
  { id: 'm-main', name: 'Main Menu', href: '/restaurants/london/covent-garden/menu/m-main' },
  { id: 'm-kids', name: 'Kids Menu', href: '/restaurants/london/covent-garden/menu/m-kids' },
  { id: 'm-vegan', name: 'Vegan Menu', href: '/restaurants/london/covent-garden/menu/m-vegan' },
];
