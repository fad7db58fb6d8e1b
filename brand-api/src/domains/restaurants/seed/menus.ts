import type { DietaryTag, UkAllergen } from '@fittizia/contract';

/**
 * Menu definitions shared by every restaurant (a restaurant links menu ids; nothing is
 * copied per site). Dishes, prices and calories are invented for the fictional brand; the
 * allergens are a realistic subset of the 14 UK allergens for each dish.
 */

export const CALORIE_STATEMENT = 'Adults need around 2000 kcal a day';

const TAGS = {
  V: { name: 'Vegetarian', code: 'V' },
  VE: { name: 'Vegan', code: 'VE' },
  GF: { name: 'Gluten-free', code: 'GF' },
  HOT: { name: 'Spicy', code: 'HOT' },
  N: { name: 'Contains nuts', code: 'N' },
} satisfies Record<string, DietaryTag>;
type Tag = keyof typeof TAGS;

export const DIETARY_KEY: DietaryTag[] = Object.values(TAGS);

// Short names for the 14 allergens, only to keep the tables below readable.
const GLUTEN: UkAllergen = 'cereals containing gluten';
const MILK: UkAllergen = 'milk';
const EGGS: UkAllergen = 'eggs';
const FISH: UkAllergen = 'fish';
const CRUST: UkAllergen = 'crustaceans';
const MOLL: UkAllergen = 'molluscs';
const CELERY: UkAllergen = 'celery';
const MUSTARD: UkAllergen = 'mustard';
const NUTS: UkAllergen = 'tree nuts';
const PEANUTS: UkAllergen = 'peanuts';
const SESAME: UkAllergen = 'sesame';
const SOYA: UkAllergen = 'soya';
const SULPHITES: UkAllergen = 'sulphur dioxide/sulphites';
const LUPIN: UkAllergen = 'lupin';

export interface SeedMenuItem {
  id: string;
  name: string;
  description: string;
  /** Pounds; null when the dish is part of a set price. */
  price: number | null;
  kcal: number;
  allergens: UkAllergen[];
  dietaryTags: DietaryTag[];
}

function item(
  id: string,
  name: string,
  description: string,
  price: number | null,
  kcal: number,
  allergens: UkAllergen[],
  tags: Tag[] = [],
): SeedMenuItem {
  return { id, name, description, price, kcal, allergens, dietaryTags: tags.map((t) => TAGS[t]) };
}

export interface SeedMenu {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  calorieStatement: string;
  sections: { id: string; name: string; description?: string; items: SeedMenuItem[] }[];
}

function menu(id: string, name: string, description: string, sections: SeedMenu['sections']): SeedMenu {
  return {
    id,
    name,
    description,
    imageUrl: `/images/menus/${id.replace(/^m-/, '')}.jpg`,
    calorieStatement: CALORIE_STATEMENT,
    sections,
  };
}

const bruschetta = item(
  'bruschetta',
  'Bruschetta al pomodoro',
  'Toasted sourdough, vine tomatoes, basil, garlic.',
  6.95,
  410,
  [GLUTEN],
  ['VE'],
);
const calamari = item('calamari', 'Calamari fritti', 'Lemon and garlic mayonnaise.', 8.5, 620, [
  MOLL,
  EGGS,
  GLUTEN,
  MUSTARD,
]);
const arancini = item(
  'arancini',
  'Arancini',
  'Saffron risotto balls, mozzarella centre, tomato sauce.',
  7.25,
  540,
  [GLUTEN, MILK, EGGS, CELERY],
  ['V'],
);
const gamberoni = item(
  'gamberoni',
  'Gamberoni piccanti',
  'King prawns, chilli, garlic, white wine, bread to dip.',
  9.95,
  480,
  [CRUST, GLUTEN, SULPHITES],
  ['HOT'],
);
const olives = item(
  'olives',
  'Olive marinate',
  'Green and black olives, orange zest, rosemary.',
  4.5,
  190,
  [SULPHITES],
  ['VE', 'GF'],
);
const margherita = item(
  'margherita',
  'Margherita',
  'San Marzano tomato, fior di latte, basil.',
  11.5,
  890,
  [GLUTEN, MILK],
  ['V'],
);
const diavola = item(
  'diavola',
  'Diavola',
  'Spicy salami, nduja, mozzarella, red chilli.',
  14.25,
  1120,
  [GLUTEN, MILK, MUSTARD],
  ['HOT'],
);
const pestoPollo = item(
  'pesto-pollo',
  'Pollo e pesto',
  'Chicken, basil pesto with pine nuts, roasted peppers.',
  14.25,
  1040,
  [GLUTEN, MILK, NUTS],
  ['N'],
);
const funghi = item(
  'funghi',
  'Funghi e tartufo',
  'Wild mushrooms, truffle cream, thyme, mozzarella.',
  13.95,
  980,
  [GLUTEN, MILK],
  ['V'],
);
const carbonara = item(
  'carbonara',
  'Spaghetti carbonara',
  'Pancetta, egg yolk, pecorino, black pepper.',
  13.5,
  910,
  [GLUTEN, EGGS, MILK],
);
const lasagne = item(
  'lasagne',
  'Lasagne al forno',
  'Slow-cooked beef and pork ragù, béchamel, parmesan.',
  14.95,
  960,
  [GLUTEN, EGGS, MILK, CELERY, SULPHITES],
);
const linguineMare = item(
  'linguine-mare',
  'Linguine ai frutti di mare',
  'Mussels, clams, prawns, squid, cherry tomatoes, white wine.',
  16.95,
  780,
  [GLUTEN, EGGS, CRUST, MOLL, FISH, SULPHITES],
);
const arrabbiata = item(
  'arrabbiata',
  'Penne arrabbiata',
  'Tomato, garlic, red chilli, parsley.',
  11.25,
  690,
  [GLUTEN],
  ['VE', 'HOT'],
);
const salmone = item(
  'salmone',
  'Salmone al forno',
  'Roast salmon fillet, salsa verde, crushed potatoes, green beans.',
  17.5,
  720,
  [FISH, MUSTARD, SULPHITES],
  ['GF'],
);
const pollo = item(
  'pollo-milanese',
  'Pollo alla milanese',
  'Breaded chicken, rocket, lemon, rosemary fries.',
  16.25,
  1080,
  [GLUTEN, EGGS, MILK],
);
const insalata = item(
  'insalata',
  'Insalata di farro',
  'Spelt, roast squash, rocket, toasted seeds, lemon dressing.',
  10.95,
  520,
  [GLUTEN, SESAME, MUSTARD],
  ['VE'],
);
const garlicBread = item(
  'garlic-bread',
  'Garlic bread',
  'With rosemary and sea salt.',
  4.95,
  390,
  [GLUTEN, MILK],
  ['V'],
);
const fries = item('rosemary-fries', 'Rosemary fries', 'Sea salt and rosemary.', 4.25, 420, [], ['VE', 'GF']);
const rocket = item(
  'rocket-salad',
  'Rocket and parmesan salad',
  'Balsamic dressing.',
  4.5,
  210,
  [MILK, SULPHITES],
  ['V', 'GF'],
);
const tiramisu = item(
  'tiramisu',
  'Tiramisù',
  'Espresso-soaked sponge, mascarpone, cocoa.',
  7.5,
  520,
  [GLUTEN, EGGS, MILK, SULPHITES],
  ['V'],
);
const pannaCotta = item(
  'panna-cotta',
  'Panna cotta',
  'Vanilla cream, raspberry coulis, pistachio crumb.',
  6.95,
  430,
  [MILK, NUTS],
  ['GF', 'N'],
);
const affogato = item(
  'affogato',
  'Affogato',
  'Vanilla gelato, a shot of espresso, amaretti.',
  5.95,
  310,
  [MILK, EGGS, NUTS],
  ['V', 'N'],
);
const sorbetto = item('sorbetto', 'Sorbetto al limone', 'Amalfi lemon sorbet.', 5.5, 180, [], ['VE', 'GF']);

const MAIN = menu('m-main', 'Main Menu', 'Our full menu, served all day.', [
  {
    id: 'antipasti',
    name: 'Antipasti',
    description: 'To start or to share.',
    items: [olives, bruschetta, arancini, calamari, gamberoni],
  },
  {
    id: 'pizza',
    name: 'Pizze',
    description: 'Wood-fired sourdough bases. Ask for a gluten-free base.',
    items: [margherita, funghi, diavola, pestoPollo],
  },
  { id: 'pasta', name: 'Pasta', items: [arrabbiata, carbonara, lasagne, linguineMare] },
  { id: 'secondi', name: 'Secondi', items: [salmone, pollo, insalata] },
  { id: 'contorni', name: 'Contorni', description: 'Sides.', items: [garlicBread, fries, rocket] },
  { id: 'dolci', name: 'Dolci', items: [tiramisu, pannaCotta, affogato, sorbetto] },
]);

const KIDS = menu('m-kids', 'Kids Menu', 'For under 12s: a main, a dessert and a drink for £7.95.', [
  {
    id: 'kids-mains',
    name: 'Mains',
    items: [
      item(
        'kids-margherita',
        'Little margherita',
        'Tomato and mozzarella, with cucumber sticks.',
        7.95,
        560,
        [GLUTEN, MILK],
        ['V'],
      ),
      item(
        'kids-spaghetti',
        'Spaghetti pomodoro',
        'Tomato sauce, basil.',
        7.95,
        430,
        [GLUTEN, CELERY],
        ['VE'],
      ),
      item('kids-chicken', 'Chicken dippers', 'Breaded chicken strips, fries, peas.', 7.95, 610, [
        GLUTEN,
        EGGS,
      ]),
      item('kids-fish', 'Fish goujons', 'Breaded fish, fries, peas, ketchup.', 7.95, 590, [
        FISH,
        GLUTEN,
        EGGS,
      ]),
    ],
  },
  {
    id: 'kids-dolci',
    name: 'Desserts',
    items: [
      item(
        'kids-gelato',
        'Gelato',
        'Two scoops: vanilla, chocolate or strawberry.',
        null,
        240,
        [MILK, EGGS, SOYA],
        ['V'],
      ),
      item('kids-fruit', 'Fruit pot', 'Melon, grapes and berries.', null, 70, [], ['VE', 'GF']),
    ],
  },
]);

const DRINKS = menu('m-drinks', 'Drinks', 'Wines, aperitivi, beers and soft drinks.', [
  {
    id: 'aperitivi',
    name: 'Aperitivi',
    items: [
      item(
        'spritz',
        'Aperitivo spritz',
        'Bitter orange aperitivo, prosecco, soda. 175 ml.',
        8.95,
        160,
        [SULPHITES],
        ['VE', 'GF'],
      ),
      item(
        'limoncello-spritz',
        'Limoncello spritz',
        'Limoncello, prosecco, soda, mint.',
        8.95,
        190,
        [SULPHITES],
        ['VE', 'GF'],
      ),
      item(
        'analcolico',
        'Analcolico',
        'Alcohol-free bitter aperitivo with tonic.',
        4.95,
        70,
        [],
        ['VE', 'GF'],
      ),
    ],
  },
  {
    id: 'vino',
    name: 'Wine',
    description: '175 ml glass.',
    items: [
      item(
        'rosso-casa',
        'Rosso della casa',
        'Soft, cherry-scented house red.',
        6.95,
        160,
        [SULPHITES],
        ['VE', 'GF'],
      ),
      item(
        'bianco-casa',
        'Bianco della casa',
        'Crisp, citrusy house white.',
        6.95,
        150,
        [SULPHITES],
        ['VE', 'GF'],
      ),
      item('prosecco', 'Prosecco', '125 ml.', 7.5, 95, [SULPHITES], ['VE', 'GF']),
    ],
  },
  {
    id: 'birre',
    name: 'Beer',
    items: [
      item('birra', 'Italian lager', '330 ml bottle.', 5.25, 140, [GLUTEN], ['VE']),
      item('birra-gf', 'Gluten-free lager', '330 ml bottle.', 5.5, 130, [], ['VE', 'GF']),
    ],
  },
  {
    id: 'soft',
    name: 'Soft drinks and coffee',
    items: [
      item('lemonade', 'Sicilian lemonade', 'Sparkling, not too sweet.', 3.95, 110, [], ['VE', 'GF']),
      item('espresso', 'Espresso', 'Single or double.', 2.5, 5, [], ['VE', 'GF']),
      item('cappuccino', 'Cappuccino', 'Ask for oat or soya milk.', 3.5, 110, [MILK], ['V', 'GF']),
    ],
  },
]);

const VEGAN = menu('m-vegan', 'Vegan Menu', 'Every dish on this menu is plant-based.', [
  {
    id: 'vegan-starters',
    name: 'To start',
    items: [
      olives,
      bruschetta,
      item(
        'vegan-hummus',
        'White bean and rosemary dip',
        'Cannellini, tahini, toasted focaccia.',
        6.25,
        450,
        [GLUTEN, SESAME],
        ['VE'],
      ),
    ],
  },
  {
    id: 'vegan-mains',
    name: 'Mains',
    items: [
      item(
        'vegan-margherita',
        'Margherita vegana',
        'Tomato, plant-based mozzarella, basil.',
        11.95,
        820,
        [GLUTEN, SOYA],
        ['VE'],
      ),
      arrabbiata,
      insalata,
      item(
        'vegan-ragu',
        'Lentil ragù pappardelle',
        'Slow-cooked lentils, red wine, celery, carrot.',
        12.95,
        760,
        [GLUTEN, CELERY, SULPHITES],
        ['VE'],
      ),
      item(
        'vegan-satay',
        'Peanut and chilli rigatoni',
        'A spicy peanut and tomato sauce, lupin crumb.',
        12.5,
        840,
        [GLUTEN, PEANUTS, LUPIN],
        ['VE', 'HOT'],
      ),
    ],
  },
  { id: 'vegan-dolci', name: 'Dolci', items: [sorbetto] },
]);

const GLUTEN_FREE = menu(
  'm-gluten-free',
  'Gluten-free Menu',
  'Prepared without gluten-containing ingredients. Our kitchens handle flour, so we cannot guarantee an item is free from traces.',
  [
    {
      id: 'gf-starters',
      name: 'To start',
      items: [
        olives,
        item(
          'gf-caprese',
          'Caprese',
          'Buffalo mozzarella, heritage tomatoes, basil oil.',
          8.25,
          390,
          [MILK],
          ['V', 'GF'],
        ),
      ],
    },
    {
      id: 'gf-mains',
      name: 'Mains',
      items: [
        item(
          'gf-margherita',
          'Margherita on a gluten-free base',
          'San Marzano tomato, fior di latte, basil.',
          12.75,
          850,
          [MILK, EGGS],
          ['V', 'GF'],
        ),
        item(
          'gf-penne',
          'Gluten-free penne arrabbiata',
          'Tomato, garlic, red chilli.',
          11.75,
          660,
          [],
          ['VE', 'GF', 'HOT'],
        ),
        salmone,
      ],
    },
    { id: 'gf-sides', name: 'Sides', items: [fries, rocket] },
    { id: 'gf-dolci', name: 'Dolci', items: [pannaCotta, sorbetto] },
  ],
);

const CHRISTMAS = menu(
  'm-christmas',
  'Festive Menu',
  'Seasonal set menu, November to New Year: two courses £26, three courses £31.',
  [
    {
      id: 'festive-starters',
      name: 'Starters',
      items: [
        item(
          'festive-soup',
          'Roast chestnut soup',
          'Sage, crispy pancetta, focaccia.',
          null,
          380,
          [GLUTEN, MILK, CELERY, NUTS],
          ['N'],
        ),
        item(
          'festive-burrata',
          'Burrata e melograno',
          'Burrata, pomegranate, pistachio, honey.',
          null,
          420,
          [MILK, NUTS],
          ['V', 'GF', 'N'],
        ),
        item(
          'festive-fritters',
          'Parsnip and peanut fritters',
          'Spiced parsnip, peanut crumb, satay dip, lime.',
          null,
          450,
          [PEANUTS, SOYA, EGGS, GLUTEN],
          ['V'],
        ),
      ],
    },
    {
      id: 'festive-mains',
      name: 'Mains',
      items: [
        item(
          'festive-turkey',
          'Tacchino ripieno',
          'Roast turkey, sausage and sage stuffing, roast potatoes, sprouts, gravy.',
          null,
          1050,
          [GLUTEN, CELERY, MUSTARD, SULPHITES],
        ),
        item(
          'festive-ravioli',
          'Butternut ravioli',
          'Brown butter, sage, amaretti crumb.',
          null,
          790,
          [GLUTEN, EGGS, MILK, NUTS],
          ['V', 'N'],
        ),
      ],
    },
    {
      id: 'festive-dolci',
      name: 'Dolci',
      items: [
        item(
          'panettone-pudding',
          'Panettone bread and butter pudding',
          'Vanilla custard.',
          null,
          640,
          [GLUTEN, EGGS, MILK],
          ['V'],
        ),
        sorbetto,
      ],
    },
  ],
);

const PARTY = menu('m-party', 'Group Set Menu', 'For tables of 8 or more: three courses £29.', [
  { id: 'party-starters', name: 'Starters to share', items: [bruschetta, arancini, calamari] },
  { id: 'party-mains', name: 'Mains', items: [margherita, diavola, lasagne, insalata] },
  { id: 'party-dolci', name: 'Dolci', items: [tiramisu, sorbetto] },
]);

export const SEED_MENUS: SeedMenu[] = [MAIN, KIDS, DRINKS, VEGAN, GLUTEN_FREE, CHRISTMAS, PARTY];
