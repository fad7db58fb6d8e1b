import type { ContentPage, ContentTile } from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import { demoSettings } from '../../shared/brand.ts';
import type { Database } from '../../shared/database.ts';
import { GEODATA_ATTRIBUTION, GEODATA_LICENCES } from '../restaurants/index.ts';
import { brandSettings, contentDrafts, contentPages, contentRevisions, contentVersions } from './tables.ts';

/**
 * Demo pages of tiles for the fictional brand, as the content service would send them. Every name, place,
 * provider and picture here is invented. Pictures are the site's own SVG illustrations, always with their
 * width and height. `external:gift-cards` and `external:feedback` are placeholders the site replaces with the
 * configured GIFT_CARD_URL and FEEDBACK_URL.
 */

type Link = { linkText: string; linkUrl: string; openInNewTab?: boolean };
type Picture =
  | 'pizza'
  | 'pasta'
  | 'kids'
  | 'party'
  | 'christmas'
  | 'delivery'
  | 'drinks'
  | 'dining-room'
  | 'team'
  | 'app'
  | 'vegetarian'
  | 'students'
  | 'whats-on';

const alts: Record<Picture, string> = {
  pizza: 'A wood-fired pizza on a trattoria table',
  pasta: 'A bowl of pasta with a glass of red wine',
  kids: 'Two children sharing a small pizza',
  party: 'Balloons around a pizza at a birthday party',
  christmas: 'Christmas trees and a festive dinner plate',
  delivery: 'A delivery scooter carrying a pizza box',
  drinks: 'Three glasses: red wine, a spritz and a fruit cooler',
  'dining-room': 'A warm trattoria dining room with arched windows',
  team: 'Three team members in Fittizia aprons',
  app: 'A phone showing the Fittizia Trattoria app',
  vegetarian: 'A colourful vegetarian salad',
  students: 'Three students sharing pizza',
  'whats-on': 'A microphone on stage for a quiz night',
};

const picture = (name: Picture) => ({
  src: `/images/tiles/${name}.svg`,
  alt: alts[name],
  width: 1600,
  height: 900,
});
const link = (linkText: string, linkUrl: string, openInNewTab = false): Link => ({
  linkText,
  linkUrl,
  openInNewTab,
});

const hero = (id: string, heading: string, body: string, name: Picture, links: Link[] = []): ContentTile => ({
  formType: 'heroTile',
  tileId: `${id}-hero`,
  key: `${id}-hero`,
  height: 'half',
  width: 'full',
  backgroundColour: 'green',
  rounded: true,
  heading,
  body,
  image: picture(name),
  ...(name === 'pizza'
    ? { imageMobile: { src: '/images/tiles/pizza-mobile.svg', alt: alts.pizza, width: 800, height: 1000 } }
    : {}),
  links,
});

const text = (
  id: string,
  heading: string,
  body: string,
  options: Partial<ContentTile> & { links?: Link[] } = {},
): ContentTile => ({
  formType: 'textTile',
  tileId: id,
  key: id,
  height: 'auto',
  width: 'full',
  backgroundColour: 'offWhite',
  heading,
  body,
  ...options,
});

const image = (
  id: string,
  heading: string,
  body: string,
  name: Picture,
  options: Partial<ContentTile> & { links?: Link[] } = {},
): ContentTile => ({
  formType: 'imageTile',
  tileId: id,
  key: id,
  width: 'half',
  layout: 'headstone',
  backgroundColour: 'almond',
  rounded: true,
  animationEffect: 'fade-up',
  heading,
  body,
  image: picture(name),
  ...options,
});

const faq = (id: string, heading: string, items: { question: string; answer: string }[]): ContentTile => ({
  formType: 'faqTile',
  tileId: id,
  key: id,
  width: 'full',
  backgroundColour: 'almond',
  rounded: true,
  heading,
  items,
});

const policy = (id: string, title: string, intro: string, sections: [string, string][]): ContentPage => ({
  id,
  title: `${title} | Fittizia Trattoria`,
  description: intro,
  tiles: [
    text(`${id}-intro`, title, intro, { backgroundColour: 'green' }),
    ...sections.map(([heading, body], index) => text(`${id}-${index + 1}`, heading, body)),
  ],
});

const careersPage = (
  id: string,
  title: string,
  intro: string,
  name: Picture,
  points: [string, string][],
): ContentPage => ({
  id,
  title: `${title} | Careers at Fittizia Trattoria`,
  description: intro,
  tiles: [
    hero(id, title, intro, name, [link('Search jobs', '/careers/job-search')]),
    ...points.map(([heading, body], index) =>
      text(`${id}-${index + 1}`, heading, body, {
        width: 'third',
        backgroundColour: (['almond', 'lightGreen', 'offWhite'] as const)[index % 3],
        rounded: true,
        animationEffect: 'fade-up',
      }),
    ),
    text(
      `${id}-more`,
      'More about working with us',
      'Benefits, values, wellbeing, community and apprenticeships.',
      {
        formType: 'linksTile',
        backgroundColour: 'bronze',
        rounded: true,
        links: [
          link('Benefits', '/careers-benefits'),
          link('Values', '/careers-values'),
          link('Wellbeing', '/careers-wellbeing'),
          link('Community', '/careers-community'),
          link('Apprenticeships', '/careers-apprenticeships'),
        ].filter((item) => item.linkUrl !== `/${id}`),
      },
    ),
  ],
});

export const demoPages: ContentPage[] = [
  {
    id: 'home',
    title: 'Fittizia Trattoria | Italian-style restaurants across the UK',
    description:
      'Wood-fired pizza, fresh pasta and Italian-style plates to share. Find your nearest Fittizia Trattoria and book a table.',
    tiles: [
      {
        ...hero(
          'home',
          'Made for sharing, since 1987',
          'Wood-fired pizza, fresh pasta and long lunches in over 70 trattorias across the UK.',
          'pizza',
          [link('Book a table', '/#booking'), link('See the menu', '/menu')],
        ),
        height: 'two-thirds',
      },
      image(
        'home-menu',
        'New autumn menu',
        'Slow-cooked ragù, roasted squash ravioli and a hazelnut tiramisù, for a limited time.',
        'pasta',
        {
          href: '/menu',
          links: [link('See the menu', '/menu')],
        },
      ),
      text(
        'home-offers',
        'Sign up for a free main course',
        'Join our newsletter for a main course on us, birthday treats and first dibs on new dishes.',
        {
          width: 'half',
          backgroundColour: 'lightGreen',
          rounded: true,
          animationEffect: 'fade-up',
          links: [link('Sign up', '/sign-up')],
        },
      ),
      image(
        'home-rooms',
        'A table is waiting',
        'Arched windows, long tables and an open kitchen in every trattoria.',
        'dining-room',
        {
          width: 'full',
          layout: 'domino-left',
          backgroundColour: 'offWhite',
          links: [link('Find us', '/find-us')],
        },
      ),
      text('home-celebrate', 'Celebrate with us', 'Birthdays, office parties and big family lunches.', {
        formType: 'linksTile',
        width: 'third',
        backgroundColour: 'bronze',
        rounded: true,
        links: [link('Kids', '/kids'), link('Parties', '/parties'), link('Christmas', '/christmas-party')],
      }),
      text('home-gifts', 'Give the gift of pasta', 'Gift cards for any amount, sent by post or e-mail.', {
        width: 'third',
        backgroundColour: 'almond',
        rounded: true,
        links: [link('Buy a gift card', 'external:gift-cards', true)],
      }),
      text(
        'home-delivery',
        'Trattoria at home',
        'Order from your nearest restaurant with our delivery partners.',
        {
          width: 'third',
          backgroundColour: 'pink',
          rounded: true,
          links: [link('Order delivery', '/delivery')],
        },
      ),
    ],
  },
  {
    id: 'kids',
    title: 'Kids | Fittizia Trattoria',
    description: 'A kids menu with a main, a drink and a gelato, colouring sheets and pizza-making sessions.',
    tiles: [
      hero(
        'kids',
        'Little chefs welcome',
        'Three courses for under-12s, with a drink and a scoop of gelato.',
        'kids',
        [link('Book a table', '/#booking')],
      ),
      image(
        'kids-menu',
        'The kids menu',
        'Mini pizzas, pasta with tomato sauce and a build-your-own dessert.',
        'pizza',
        { links: [link('See the menu', '/menu')] },
      ),
      text(
        'kids-free',
        'Kids eat for £1 on weekdays',
        'One kids main for £1 with every adult main, Monday to Friday before 5pm.',
        {
          width: 'half',
          backgroundColour: 'lightGreen',
          rounded: true,
        },
      ),
    ],
  },
  {
    id: 'parties',
    title: 'Parties | Fittizia Trattoria',
    description: 'Birthday parties, leaving dos and family celebrations at Fittizia Trattoria.',
    tiles: [
      hero(
        'parties',
        'Parties at the trattoria',
        'Sharing boards, a big table and a cake moment: tell us the occasion and we do the rest.',
        'party',
        [link('Make an enquiry', '/group-bookings')],
      ),
      image(
        'parties-menu',
        'Party menus from £22',
        'Three courses to share, with a glass of prosecco or a soft drink on arrival.',
        'pasta',
      ),
      image(
        'parties-kids',
        'Pizza-making parties',
        'Kids roll their own dough with our chefs, then eat the results.',
        'kids',
        { backgroundColour: 'lightGreen' },
      ),
    ],
  },
  {
    id: 'christmas-party',
    title: 'Christmas parties | Fittizia Trattoria',
    description: 'Festive menus and Christmas party bookings at Fittizia Trattoria.',
    tiles: [
      hero(
        'christmas',
        'Christmas, the Italian way',
        'Festive menus from £29.95 with panettone, crackers and a glass of fizz.',
        'christmas',
        [link('Book your party', '/group-bookings')],
      ),
      text(
        'christmas-deposit',
        'Book early',
        'A £5 deposit per guest holds your table; final numbers 7 days before.',
        { backgroundColour: 'red', width: 'half', rounded: true },
      ),
      text('christmas-gifts', 'Gift cards', 'Wrap up a meal out: gift cards for any amount.', {
        backgroundColour: 'almond',
        width: 'half',
        rounded: true,
        links: [link('Buy a gift card', 'external:gift-cards', true)],
      }),
    ],
  },
  {
    id: 'offers',
    title: 'Offers | Fittizia Trattoria',
    description: 'Current offers at Fittizia Trattoria.',
    tiles: [
      hero(
        'offers',
        'This month at the trattoria',
        'Weekday lunch, two courses for £14.95, and more.',
        'pasta',
      ),
      // The seeded 'pranzo' offer's page (offers/seed.ts), running from the day the seed runs.
      image('offers-lunch', 'Pranzo: two courses £14.95', 'Monday to Friday, noon to 4pm.', 'pasta', {
        href: '/offer/pranzo',
      }),
      image(
        'offers-students',
        'Students: 30% off',
        'Show your student card, Sunday to Thursday.',
        'students',
        { href: '/students', backgroundColour: 'lightGreen' },
      ),
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery and collection | Fittizia Trattoria',
    description: 'Order Fittizia Trattoria for delivery or click and collect.',
    tiles: [
      hero(
        'delivery',
        'Trattoria at home',
        'Our pizzas travel well. Order from your nearest restaurant with one of our delivery partners.',
        'delivery',
      ),
      {
        formType: 'deliveryTile',
        tileId: 'delivery-providers',
        key: 'delivery-providers',
        width: 'full',
        backgroundColour: 'pink',
        rounded: true,
        heading: 'Choose a delivery partner',
        body: 'Prices and delivery areas are set by each partner.',
        providers: [
          { name: 'Scooterino', url: 'https://scooterino.example/fittizia' },
          { name: 'PastaPost', url: 'https://pastapost.example/fittizia' },
          { name: 'Forno Express', url: 'https://forno-express.example/fittizia' },
        ],
      },
      text(
        'delivery-collect',
        'Click and collect',
        'Order ahead and pick up from the restaurant; collection closes 30 minutes before the kitchen.',
        {
          width: 'half',
          backgroundColour: 'almond',
          rounded: true,
          links: [link('Find your restaurant', '/find-us')],
        },
      ),
    ],
  },
  {
    id: 'whats-on',
    title: "What's on | Fittizia Trattoria",
    description: 'Quiz nights, tasting evenings and seasonal events.',
    tiles: [
      hero(
        'whats-on',
        "What's on",
        'Quiz nights, tasting evenings and live music in selected trattorias.',
        'whats-on',
      ),
      image('whats-on-quiz', 'Quiz night', 'Every other Tuesday: six rounds, one pizza prize.', 'whats-on', {
        href: '/whats-on/quiz-night',
      }),
      image('whats-on-wine', 'Wine Wednesdays', 'Half-price bottles with any main.', 'drinks', {
        backgroundColour: 'lightGreen',
      }),
    ],
  },
  {
    id: 'whats-on/quiz-night',
    title: "Quiz night | What's on | Fittizia Trattoria",
    description: 'Fortnightly quiz nights at Fittizia Trattoria.',
    tiles: [
      hero(
        'quiz-night',
        'Quiz night',
        'Teams of up to six, every other Tuesday from 7.30pm. The winning team takes home a pizza each.',
        'whats-on',
        [link('Book a table', '/#booking')],
      ),
    ],
  },
  {
    id: 'faqs',
    title: 'FAQs | Fittizia Trattoria',
    description: 'Answers to common questions about bookings, allergens and gift cards.',
    tiles: [
      text('faqs-intro', 'Frequently asked questions', 'Quick answers about bookings, food and gift cards.', {
        backgroundColour: 'green',
      }),
      faq('faqs-list', 'Bookings and food', [
        {
          question: 'How many people can I book for online?',
          answer: 'Up to 15. For larger groups, send a group-booking enquiry and we reply within 48 hours.',
        },
        {
          question: 'Do you cater for allergies?',
          answer: 'Yes. Every menu lists the 14 allergens; please tell your server before you order.',
        },
        { question: 'Can I bring a dog?', answer: 'Well-behaved dogs are welcome on our terraces.' },
        {
          question: 'Where can I check a gift card balance?',
          answer: 'On the gift card shop, linked from our footer and the gift card tile on the home page.',
        },
      ]),
      text('faqs-feedback', 'Tell us how we did', 'We read every comment.', {
        width: 'half',
        backgroundColour: 'lightGreen',
        rounded: true,
        links: [link('Leave feedback', 'external:feedback', true)],
      }),
    ],
  },
  {
    id: 'about-us',
    title: 'About us | Fittizia Trattoria',
    description: 'The story of Fittizia Trattoria, from one kitchen to tables across the UK.',
    tiles: [
      image(
        'about-story',
        'Our story',
        'Fittizia Trattoria began as a twelve-table kitchen with a wood-fired oven and a family recipe book. Today our trattorias still make dough fresh every morning.',
        'dining-room',
        {
          width: 'full',
          layout: 'domino-left',
          backgroundColour: 'offWhite',
          rounded: false,
        },
      ),
      text(
        'about-food',
        'Fresh every day',
        'Dough proved for 48 hours, sauces made in the kitchen, and pasta cooked to order.',
        { width: 'half', backgroundColour: 'almond', rounded: true },
      ),
      text(
        'about-people',
        'Our people',
        'Over 2,000 team members, many of whom started as weekend servers.',
        {
          width: 'half',
          backgroundColour: 'lightGreen',
          rounded: true,
          links: [link('Careers', '/careers')],
        },
      ),
      text(
        'about-data',
        'Postcode and place data',
        `The restaurant finder's postcodes, districts and places come from open data.\n\n${GEODATA_ATTRIBUTION}`,
        {
          width: 'full',
          backgroundColour: 'offWhite',
          links: GEODATA_LICENCES.map((licence) => link(licence.linkText, licence.linkUrl, true)),
        },
      ),
    ],
  },
  {
    id: 'app',
    title: 'The app | Fittizia Trattoria',
    description: 'Book, collect points and pay at the table with the Fittizia Trattoria app.',
    tiles: [
      image(
        'app-intro',
        'The Fittizia app',
        'Book a table, collect a point for every pound and pay at the table.',
        'app',
        {
          width: 'full',
          layout: 'domino-left',
          backgroundColour: 'lightGreen',
          rounded: true,
        },
      ),
    ],
  },
  {
    id: 'students',
    title: 'Students | Fittizia Trattoria',
    description: 'Student discount at Fittizia Trattoria.',
    tiles: [
      hero(
        'students',
        'Students: 30% off',
        'Sunday to Thursday, with a valid student card, on food and soft drinks.',
        'students',
        [link('Find us', '/find-us')],
      ),
    ],
  },
  {
    id: 'vegetarian',
    title: 'Vegetarian and vegan | Fittizia Trattoria',
    description: 'Vegetarian and vegan dishes at Fittizia Trattoria.',
    tiles: [
      hero(
        'vegetarian',
        'Plenty of plants',
        'Over half our menu is vegetarian, and any pizza can be made with vegan cheese.',
        'vegetarian',
        [link('See the menu', '/menu')],
      ),
      image(
        'vegetarian-ravioli',
        'Squash ravioli',
        'Roasted squash, sage butter and toasted hazelnuts.',
        'pasta',
        { objectFit: 'contain' },
      ),
    ],
  },
  {
    id: 'pizza-restaurant',
    title: 'Pizza restaurants near you | Fittizia Trattoria',
    description: 'Wood-fired pizza restaurants across the UK.',
    tiles: [
      hero(
        'pizza',
        'Wood-fired, since 1987',
        'Our dough proves for 48 hours and bakes at 450°C in under two minutes.',
        'pizza',
        [link('Find your nearest', '/find-us')],
      ),
      image(
        'pizza-menu',
        'Twelve pizzas, one oven',
        'From a classic margherita to spicy ’nduja and honey.',
        'pizza',
        { href: '/menu' },
      ),
    ],
  },
  {
    id: 'drinks-menu',
    title: 'Drinks | Fittizia Trattoria',
    description: 'Italian wines, spritzes and soft drinks.',
    tiles: [
      hero(
        'drinks',
        'Drinks',
        'Italian wines by the glass, spritzes, craft beer and homemade lemonade.',
        'drinks',
        [link('See the menu', '/menu')],
      ),
    ],
  },
  policy('our-policies', 'Our policies', 'How we run our restaurants and this website.', [
    [
      'Allergens',
      'Every menu shows the 14 allergens. Our kitchens handle all of them, so we cannot guarantee any dish is free from traces.',
    ],
    [
      'Accessibility',
      'All our restaurants have step-free access or a ramp on request. Tell us what you need when you book.',
    ],
    [
      'Other policies',
      'Read our terms and conditions, privacy policy and cookie policy from the footer of any page.',
    ],
  ]),
  policy(
    'terms-and-conditions',
    'Terms and conditions',
    'The terms for using this website, booking a table and using offers.',
    [
      [
        'Bookings',
        'Tables are held for 15 minutes after the booking time. Groups of more than 15 are taken by enquiry.',
      ],
      ['Offers', 'One offer per table unless stated. Offers cannot be exchanged for cash.'],
      ['Gift cards', 'Gift cards are sold and managed by our gift card shop and are subject to its terms.'],
    ],
  ),
  policy('privacy-policy', 'Privacy policy', 'How Fittizia Trattoria collects and uses your personal data.', [
    ['What we collect', 'Your name and contact details when you book, sign up or apply for a job.'],
    ['Why', 'To manage your booking, send the messages you asked for and improve our service.'],
    ['Your rights', 'You may ask for a copy of your data, or ask us to correct or delete it, at any time.'],
  ]),
  policy('cookie-policy', 'Cookie policy', 'Which cookies this site uses, and how to change your choice.', [
    [
      'Necessary cookies',
      'Keep the site working: your session, security and your cookie choice. They are always on.',
    ],
    ['Performance cookies', 'Help us count visits and see which pages are used. Only with your permission.'],
    [
      'Marketing cookies',
      'Let us and our partners show you relevant offers. Only with your permission, which you can withdraw from "Cookie settings" in the footer.',
    ],
    ['How long', 'Your consent is kept for 30 days and your preferences for 365 days.'],
  ]),
  {
    id: 'group-bookings',
    title: 'Group bookings | Fittizia Trattoria',
    description: 'Group bookings and enquiries for 16 or more guests.',
    tiles: [
      hero(
        'group-bookings',
        'Big tables, long lunches',
        'Booking for more than 15? Send us an enquiry and we reply within 48 hours.',
        'party',
        [link('Contact us', '/contact')],
      ),
      text(
        'group-bookings-menus',
        'Set menus for groups',
        'Two or three courses from £22, to keep things simple on the day.',
        { width: 'half', backgroundColour: 'almond', rounded: true },
      ),
      text(
        'group-bookings-deposit',
        'Deposits',
        'Larger groups may be asked for a small deposit per guest.',
        { width: 'half', backgroundColour: 'lightGreen', rounded: true },
      ),
    ],
  },
  {
    id: 'group-bookings/thanks',
    title: 'Thank you | Group bookings | Fittizia Trattoria',
    description: 'Your group booking enquiry has been sent.',
    tiles: [
      text(
        'group-bookings-thanks',
        'Thank you for your enquiry',
        'The restaurant has your group booking enquiry and will reply within 48 hours.',
        {
          backgroundColour: 'green',
          rounded: true,
          links: [link('Back to group bookings', '/group-bookings')],
        },
      ),
    ],
  },
  {
    id: 'contact',
    title: 'Contact us | Fittizia Trattoria',
    description: 'How to reach Fittizia Trattoria: your restaurant, our guest team and group bookings.',
    tiles: [
      hero(
        'contact',
        'Get in touch',
        'Questions about a visit, a booking or an allergen? Call your restaurant, or write to hello@fittizia.example and our guest team replies within two working days.',
        'dining-room',
        [link('Find your restaurant', '/find-us')],
      ),
      text('contact-groups', 'Booking for a group?', 'For more than 15 guests, send us an enquiry.', {
        width: 'half',
        backgroundColour: 'almond',
        rounded: true,
        links: [link('Group bookings', '/group-bookings')],
      }),
      text('contact-feedback', 'Tell us how we did', 'Every comment is read by the restaurant team.', {
        width: 'half',
        backgroundColour: 'lightGreen',
        rounded: true,
        links: [link('Give feedback', 'external:feedback', true), link('FAQs', '/faqs')],
      }),
    ],
  },
  {
    id: 'sign-up',
    title: 'Sign up | Fittizia Trattoria',
    description: 'Sign up for a free main course, offers and news of new menus.',
    tiles: [
      hero(
        'sign-up',
        'Sign up for a free main course',
        'Join the Fittizia family for a free main course, first news of new menus and offers for your birthday.',
        'pizza',
        [link('Get the app', '/app')],
      ),
      text(
        'sign-up-privacy',
        'Your details',
        'We only send the messages you ask for, and you can unsubscribe at any time.',
        { links: [link('Privacy policy', '/privacy-policy')] },
      ),
    ],
  },
  {
    id: 'bluelights-dds-discount',
    title: 'Blue light discount | Fittizia Trattoria',
    description: '20% off food for the emergency services, the NHS and the armed forces.',
    tiles: [
      hero(
        'bluelights',
        'Blue light discount: 20% off food',
        'For the NHS, the emergency services and the armed forces: show your Blue Light Card or Defence Discount Service card, any day.',
        'dining-room',
        [link('Find us', '/find-us')],
      ),
      text(
        'bluelights-terms',
        'The small print',
        'Dine in only, for the card holder and up to five guests. Not valid with other offers.',
        { links: [link('Terms and conditions', '/terms-and-conditions')] },
      ),
    ],
  },
  // The offer page that the old student addresses send to (spec 4.8), matching the seeded '30-off-students' offer.
  {
    id: 'offer/30-off-students',
    title: '30% off for students | Fittizia Trattoria',
    description: 'Show your student card and take 30% off food, Sunday to Thursday.',
    tiles: [
      hero(
        'offer-students',
        '30% off for students',
        'Show your student card and take 30% off food, Sunday to Thursday.',
        'students',
        [link('Find a restaurant', '/restaurants')],
      ),
      text(
        'offer-students-terms',
        'Terms',
        'Valid Sunday to Thursday. One voucher per person. Not valid with other offers.',
        { links: [link('Terms and conditions', '/terms-and-conditions')] },
      ),
    ],
  },
  // The jobs search page that old vacancy addresses send to (spec 4.8).
  {
    id: 'careers/job-search',
    title: 'Search jobs | Careers at Fittizia Trattoria',
    description: 'Kitchen, front-of-house and management jobs at Fittizia Trattoria.',
    tiles: [
      hero(
        'job-search',
        'Search jobs',
        'Full-time and part-time roles in the kitchen, front of house and management, in every trattoria. Ask for the manager at your nearest restaurant, or send your CV to jobs@fittizia.example.',
        'team',
        [link('Find a restaurant', '/find-us')],
      ),
      text('job-search-more', 'Why work with us', 'Benefits, values and apprenticeships.', {
        formType: 'linksTile',
        backgroundColour: 'bronze',
        rounded: true,
        links: [
          link('Benefits', '/careers-benefits'),
          link('Values', '/careers-values'),
          link('Apprenticeships', '/careers-apprenticeships'),
        ],
      }),
    ],
  },
  careersPage(
    'careers',
    'Careers',
    'Kitchens, dining rooms and head office: find your place at the table.',
    'team',
    [
      ['Front of house', 'Servers, bartenders and hosts who make every visit feel like a family lunch.'],
      ['Back of house', 'Chefs and kitchen teams who make dough and sauces fresh every day.'],
      ['Management', 'Lead a trattoria, with training from your first week.'],
    ],
  ),
  careersPage('careers-benefits', 'Benefits', 'What you get for working with us.', 'team', [
    ['Half-price food', 'For you and up to five friends, in any trattoria.'],
    ['Tips, fairly shared', 'Every penny of tips goes to the team.'],
    ['Flexible shifts', 'Choose hours around study and family.'],
  ]),
  careersPage('careers-values', 'Our values', 'Three things we care about at every table.', 'dining-room', [
    ['Generous', 'Big portions, big welcomes.'],
    ['Honest', 'Fresh ingredients and straight talk.'],
    ['Together', 'We share food, and we share the work.'],
  ]),
  careersPage('careers-wellbeing', 'Wellbeing', 'Support for your body, your mind and your money.', 'team', [
    ['Someone to talk to', 'A free, confidential helpline, day and night.'],
    ['Early pay', 'Draw part of your earned pay before payday.'],
    ['Time to rest', 'Holiday that grows with your years of service.'],
  ]),
  careersPage('careers-community', 'Community', 'How our trattorias give back.', 'kids', [
    ['Local food banks', 'Every trattoria partners with a local food bank.'],
    ['School visits', 'Pizza-making lessons for local schools.'],
    ['Volunteer days', 'Two paid days a year to volunteer.'],
  ]),
  careersPage(
    'careers-apprenticeships',
    'Apprenticeships',
    'Earn while you learn, in the kitchen or the dining room.',
    'pasta',
    [
      ['Chef apprenticeship', 'Eighteen months with a head chef, leading to a Level 2 qualification.'],
      ['Hospitality apprenticeship', 'Front-of-house skills, from hosting to running a shift.'],
      ['Management apprenticeship', 'For supervisors ready to run a trattoria.'],
    ],
  ),
];

/**
 * Writes each brand's settings (upserts) and each page it does not have yet: draft revision 1 and published version
 * 1 by `seed`. A page that exists is the editors' (its drafts, versions and removal are kept): seeding again changes
 * nothing of it.
 */
export async function seedContent(database: Database, brandKeys: string[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (const brandKey of brandKeys) {
      await tx
        .insert(brandSettings)
        .values({ brandKey, settings: demoSettings })
        .onConflictDoUpdate({
          target: brandSettings.brandKey,
          set: { settings: demoSettings, updatedAt: sql`now()` },
        });
      for (const page of demoPages) {
        const content = { title: page.title, description: page.description ?? null, tiles: page.tiles };
        const made = await tx
          .insert(contentDrafts)
          .values({ brandKey, pageId: page.id, ...content, revision: 1, savedBy: 'seed' })
          .onConflictDoNothing()
          .returning({ at: contentDrafts.savedAt });
        const at = made[0]?.at;
        if (!at) continue;
        const key = { brandKey, pageId: page.id };
        await tx
          .insert(contentRevisions)
          .values({ ...key, ...content, revision: 1, savedAt: at, savedBy: 'seed' });
        await tx
          .insert(contentVersions)
          .values({ ...key, ...content, version: 1, revision: 1, publishedAt: at, publishedBy: 'seed' });
        await tx
          .insert(contentPages)
          .values({ brandKey, id: page.id, ...content, updatedAt: at })
          .onConflictDoUpdate({
            target: [contentPages.brandKey, contentPages.id],
            set: { ...content, updatedAt: at },
          });
      }
    }
  });
}
