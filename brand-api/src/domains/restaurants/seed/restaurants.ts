import {
  type ContentTile,
  type RestaurantInput,
  type SpecialHours,
  WEEKDAYS,
  type WeeklyHoursKey,
} from '@fittizia/contract';

/**
 * The fictional brand's estate, generated from one line per site. Towns, postcode districts
 * and sectors are real (coordinates come from the shipped UK geodata); street addresses,
 * phone numbers (Ofcom drama ranges), e-mail addresses and everything else are invented.
 *
 * Columns: storeId | city slug | town as shown | site slug | site name | postcode sector | flags
 * Flags: H holiday park, X hide detail page, N no online bookings, P external booking provider,
 * C click-and-collect, M closed on Mondays, L late (00:00 close Friday and Saturday),
 * S seasonal (festive) menu, A award winner.
 * New sites are appended (a site's generated address, coordinates and three-word address follow its line
 * number, so appending keeps every earlier site's data as it was).
 */
const SITES = `
1001|london|London|covent-garden|Covent Garden|WC2E 9|C L A S
1002|london|London|soho|Soho|W1F 0|L S
1003|london|London|canary-wharf|Canary Wharf|E14 5|C M
1004|london|London|kensington|Kensington|W8 5|C S A
1005|london|London|islington|Islington|N1 0|C
1006|london|London|south-bank|South Bank|SE1 9|C L S
1007|croydon|Croydon|croydon|Croydon|CR0 1|X N
1008|kingston-upon-thames|Kingston upon Thames|kingston-upon-thames|Kingston upon Thames|KT1 1|C
1009|richmond|Richmond|richmond|Richmond|TW9 1|S A
1010|birmingham|Birmingham|new-street|New Street|B2 4|C L S
1011|birmingham|Birmingham|brindleyplace|Brindleyplace|B1 2|C
1012|coventry|Coventry|coventry|Coventry|CV1 1|C M
1013|stratford-upon-avon|Stratford-upon-Avon|stratford-upon-avon|Stratford-upon-Avon|CV37 6|S A
1014|worcester|Worcester|worcester|Worcester|WR1 2|M
1015|shrewsbury|Shrewsbury|shrewsbury|Shrewsbury|SY1 1|C
1016|stoke-on-trent|Stoke-on-Trent|stoke-on-trent|Stoke-on-Trent|ST1 1|C
1017|derby|Derby|derby|Derby|DE1 2|C
1018|nottingham|Nottingham|nottingham|Nottingham|NG1 5|C L S
1019|leicester|Leicester|leicester|Leicester|LE1 5|C
1020|glasgow|Glasgow|merchant-city|Merchant City|G1 2|C L S A
1021|glasgow|Glasgow|west-end|West End|G12 8|C M
1022|stirling|Stirling|stirling|Stirling|FK8 1|
1023|perth|Perth|perth|Perth|PH1 5|M
1024|edinburgh|Edinburgh|new-town|New Town|EH2 2|C L S A
1025|edinburgh|Edinburgh|old-town|Old Town|EH1 1|C S
1026|st-andrews|St Andrews|st-andrews|St Andrews|KY16 9|S
1027|dundee|Dundee|dundee|Dundee|DD1 4|C
1028|aberdeen|Aberdeen|aberdeen|Aberdeen|AB10 1|C L
1029|inverness|Inverness|inverness|Inverness|IV1 1|N
1030|cardiff|Cardiff|cardiff-centre|Cardiff Centre|CF10 1|C L S A
1031|cardiff|Cardiff|cardiff-bay|Cardiff Bay|CF10 5|C S
1032|swansea|Swansea|swansea|Swansea|SA1 3|C
1033|newport|Newport|newport|Newport|NP20 1|C M
1034|wrexham|Wrexham|wrexham|Wrexham|LL11 1|
1035|bristol|Bristol|harbourside|Harbourside|BS1 4|C L S
1036|bristol|Bristol|clifton|Clifton|BS8 1|C S A
1037|llandudno|Llandudno|llandudno|Llandudno|LL30 2|M
1038|aberystwyth|Aberystwyth|aberystwyth|Aberystwyth|SY23 2|M
1039|newport-isle-of-wight|Newport|newport-isle-of-wight|Newport, Isle of Wight|PO30 1|S
1040|fort-william|Fort William|fort-william|Fort William|PH33 6|P
1041|aviemore|Aviemore|aviemore|Aviemore|PH22 1|N
1042|manchester|Manchester|deansgate|Deansgate|M3 2|C L S A
1043|manchester|Manchester|piccadilly|Piccadilly|M1 1|C S
1044|salford|Salford|salford-quays|Salford Quays|M50 3|C
1045|liverpool|Liverpool|liverpool|Liverpool|L1 8|C L S
1046|chester|Chester|chester|Chester|CH1 2|S A
1047|newcastle|Newcastle upon Tyne|newcastle|Newcastle upon Tyne|NE1 5|C L S
1048|durham|Durham|durham|Durham|DH1 3|M
1049|sheffield|Sheffield|sheffield|Sheffield|S1 2|C
1050|york|York|york|York|YO1 8|S A
1051|harrogate|Harrogate|harrogate|Harrogate|HG1 1|M
1052|hull|Hull|hull|Hull|HU1 2|C
1053|lincoln|Lincoln|lincoln|Lincoln|LN2 1|
1054|preston|Preston|preston|Preston|PR1 2|C
1055|reading|Reading|reading|Reading|RG1 1|C L
1056|lancaster|Lancaster|lancaster|Lancaster|LA1 1|M
1057|leeds|Leeds|briggate|Briggate|LS1 6|S
1058|leeds|Leeds|park-square|Park Square|LS1 3|C M
1059|carlisle|Carlisle|carlisle|Carlisle|CA3 8|
1060|oxford|Oxford|oxford|Oxford|OX1 2|C S A
1061|cambridge|Cambridge|cambridge|Cambridge|CB2 3|C S
1062|milton-keynes|Milton Keynes|milton-keynes|Milton Keynes|MK9 3|C L
1063|bath|Bath|bath|Bath|BA1 1|S A
1064|exeter|Exeter|exeter|Exeter|EX1 1|C
1065|plymouth|Plymouth|plymouth|Plymouth|PL1 1|C
1066|brighton|Brighton|brighton|Brighton|BN1 1|C L S
1067|southampton|Southampton|southampton|Southampton|SO14 2|C
1068|bournemouth|Bournemouth|bournemouth|Bournemouth|BH1 2|C S
1069|winchester|Winchester|winchester|Winchester|SO23 8|M
1070|portsmouth|Portsmouth|gunwharf|Gunwharf|PO1 2|C
1071|norwich|Norwich|norwich|Norwich|NR2 1|C
1072|cheltenham|Cheltenham|cheltenham|Cheltenham|GL50 1|S A
1073|canterbury|Canterbury|canterbury|Canterbury|CT1 2|
1074|guildford|Guildford|guildford|Guildford|GU1 3|C
1075|st-albans|St Albans|st-albans|St Albans|AL1 3|C M
1076|watford|Watford|watford|Watford|WD17 2|X
1077|truro|Truro|truro|Truro|TR1 2|M
1078|st-helier|St Helier|st-helier|St Helier|JE2|P S
1079|st-brelade|St Brelade|st-brelade|St Brelade|JE3|P M
1201|skegness|Skegness|gabbiano-sands|Gabbiano Sands Holiday Park|PE25 1|H N
1202|newquay|Newquay|girasole-bay|Girasole Bay Holiday Park|TR7 1|H N
1203|lakeside|Windermere|lakeside|Lakeside Holiday Park|LA23 1|H N P X
1204|tenby|Tenby|conchiglia-cove|Conchiglia Cove Holiday Park|SA70 7|H N
1080|witney|Witney|witney|Witney|OX28 6|C S
`;

export interface SiteLine {
  storeId: string;
  city: string;
  town: string;
  slug: string;
  siteName: string;
  sector: string;
  flags: Set<string>;
}

export const SITE_LINES: SiteLine[] = SITES.trim()
  .split('\n')
  .map((line) => {
    const [storeId, city, town, slug, siteName, sector, flags = ''] = line.split('|') as string[];
    return {
      storeId: storeId as string,
      city: city as string,
      town: town as string,
      slug: slug as string,
      siteName: siteName as string,
      sector: sector as string,
      flags: new Set(flags.split(/\s+/).filter(Boolean)),
    };
  });

/** Ofcom's ranges for TV and radio drama, by postcode area; everywhere else uses 01632 960xxx. */
const DRAMA_PHONE: Record<string, (n: string) => string> = {
  london: (n) => `020 7946 0${n}`,
  M: (n) => `0161 496 0${n}`,
  CF: (n) => `029 2018 0${n}`,
  LS: (n) => `0113 496 0${n}`,
  BS: (n) => `0117 496 0${n}`,
  EH: (n) => `0131 496 0${n}`,
  G: (n) => `0141 496 0${n}`,
  B: (n) => `0121 496 0${n}`,
  S: (n) => `0114 496 0${n}`,
  NG: (n) => `0115 496 0${n}`,
  LE: (n) => `0116 496 0${n}`,
  RG: (n) => `0118 496 0${n}`,
  NE: (n) => `0191 498 0${n}`,
};
const LONDON_AREAS = new Set([
  'E',
  'EC',
  'N',
  'NW',
  'SE',
  'SW',
  'W',
  'WC',
  'CR',
  'BR',
  'KT',
  'TW',
  'HA',
  'UB',
]);

export function dramaPhoneNumber(storeId: string, sector: string): string {
  const n = String(Number(storeId) % 1000).padStart(3, '0');
  const area = /^[A-Z]+/.exec(sector)?.[0] ?? '';
  const format = DRAMA_PHONE[LONDON_AREAS.has(area) ? 'london' : area];
  return format ? format(n) : `01632 960${n}`;
}

const STREETS = [
  'Limoncello Lane',
  'Basilico Walk',
  'Focaccia Row',
  'Ciabatta Court',
  'Pomodoro Parade',
  'Oregano Yard',
  'Risotto Mews',
  'Gelato Street',
  'Rosmarino Arcade',
  'Tiramisu Terrace',
  'Cannoli Crescent',
  'Polenta Place',
  'Fettuccine Square',
  'Mozzarella Way',
  'Biscotti Buildings',
  'Panettone Passage',
];
const WORDS = [
  'olive',
  'harbour',
  'lantern',
  'basil',
  'copper',
  'meadow',
  'violin',
  'pebble',
  'saffron',
  'garden',
  'marble',
  'ember',
  'ribbon',
  'walnut',
  'harvest',
  'velvet',
  'orchard',
  'comet',
  'juniper',
  'anchor',
  'thimble',
  'candle',
  'breeze',
  'pepper',
];
const AMENITIES = [
  'Wheelchair access',
  'Baby changing',
  'High chairs',
  'Free Wi-Fi',
  'Dog friendly',
  'Outdoor seating',
  'Private dining room',
  'Accessible toilet',
  'Hearing loop',
  'Parking nearby',
];
const AWARDS = [
  'Best Family Restaurant',
  'Neighbourhood Pizzeria of the Year',
  'Friendliest Team',
  'Outstanding Vegan Choice',
];
/** Postcode unit letters (Royal Mail never uses C, I, K, M, O or V in the unit). */
const UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

function titleFor(site: SiteLine): string {
  // "Manchester Deansgate", but never "Cardiff Cardiff Bay" or "Windermere Lakeside Holiday Park".
  return site.flags.has('H') || site.siteName.includes(site.town)
    ? `Fittizia Trattoria ${site.siteName}`
    : `Fittizia Trattoria ${site.town} ${site.siteName}`;
}

function fakePostcode(site: SiteLine, index: number): string {
  const a = UNIT_LETTERS[(index * 7) % UNIT_LETTERS.length];
  const b = UNIT_LETTERS[(index * 3 + 5) % UNIT_LETTERS.length];
  // Jersey has no sectors in the open data: the line names only the district.
  return site.sector.includes(' ') ? `${site.sector}${a}${b}` : `${site.sector} ${1 + (index % 9)}${a}${b}`;
}

type Hours = Partial<Record<WeeklyHoursKey, string | null>>;

function weeklyHours(site: SiteLine): Hours {
  const hours: Hours = {};
  const holidayPark = site.flags.has('H');
  for (const day of WEEKDAYS) {
    const weekend = day === 'friday' || day === 'saturday';
    let open = holidayPark ? '17:00' : day === 'sunday' ? '12:00' : '11:30';
    let close = holidayPark ? '21:30' : weekend ? '23:00' : day === 'sunday' ? '21:30' : '22:30';
    if (site.flags.has('L') && weekend) close = '00:00';
    if (holidayPark && weekend) open = '12:00';
    const closedToday = day === 'monday' && site.flags.has('M');
    const ccClose = site.flags.has('C') ? (close === '00:00' ? '22:30' : shift(close, -60)) : null;
    hours[`${day}Open`] = closedToday ? null : open;
    hours[`${day}Close`] = closedToday ? null : close;
    hours[`${day}ClickCollectClose`] = closedToday ? null : ccClose;
  }
  return hours;
}

function shift(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = (h * 60 + m + minutes + 24 * 60) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function specialHours(site: SiteLine): SpecialHours[] {
  const cc = site.flags.has('C');
  const out: SpecialHours[] = [];
  for (const year of [2025, 2026]) {
    out.push(
      {
        startDate: `${year}-12-24`,
        endDate: `${year}-12-24`,
        openTime: '11:30',
        closeTime: '17:00',
        clickCollectClose: cc ? '16:00' : null,
        label: 'Christmas Eve',
      },
      {
        startDate: `${year}-12-25`,
        endDate: `${year}-12-25`,
        openTime: null,
        closeTime: null,
        clickCollectClose: null,
        label: 'Christmas Day',
      },
      {
        startDate: `${year}-12-26`,
        endDate: `${year}-12-26`,
        openTime: '12:00',
        closeTime: '21:00',
        clickCollectClose: cc ? '20:00' : null,
        label: 'Boxing Day',
      },
      {
        startDate: `${year}-12-31`,
        endDate: `${year}-12-31`,
        openTime: '11:30',
        closeTime: '00:00',
        clickCollectClose: cc ? '20:00' : null,
        label: "New Year's Eve",
      },
      {
        startDate: `${year + 1}-01-01`,
        endDate: `${year + 1}-01-01`,
        openTime: '13:00',
        closeTime: '21:00',
        clickCollectClose: cc ? '20:00' : null,
        label: "New Year's Day",
      },
    );
  }
  return out;
}

/**
 * The hero pictures: original flat-art scenes of the fictional brand, built once by
 * `site/scripts/build-hero-images.mjs` into `site/public/images/restaurants/` as AVIF and WebP at three widths.
 */
const HERO_SCENES = [
  ['dining-room', 'A warm trattoria dining room with arched windows and candlelit tables'],
  ['pizza', 'A wood-fired pizza on a board, with olives and chilli oil'],
  ['pasta', 'A bowl of spaghetti with tomatoes and basil beside a glass of red wine'],
  ['oven', 'A brick pizza oven with its fire lit and a pizza on the peel'],
  ['terrace', 'A trattoria front at dusk with string lights and tables outside'],
  ['aperitivo', 'Two spritz glasses, olives and focaccia on the bar'],
] as const;
const HERO_WIDTHS = [640, 960, 1440] as const;

/** A restaurant's hero picture, chosen by its store id: AVIF first, WebP as the fallback, sized for the page's width. */
export function heroImage(storeId: string) {
  const [scene, alt] = HERO_SCENES[Number(storeId) % HERO_SCENES.length] as (typeof HERO_SCENES)[number];
  const files = (format: 'avif' | 'webp') =>
    HERO_WIDTHS.map((w) => `/images/restaurants/hero-${scene}-${w}.${format} ${w}w`).join(', ');
  return {
    src: `/images/restaurants/hero-${scene}-960.webp`,
    srcSet: files('webp'),
    sources: [{ type: 'image/avif', srcSet: files('avif') }],
    sizes: '(min-width: 1440px) 1440px, 100vw',
    alt,
    width: 1440,
    height: 810,
  };
}

function heroTiles(site: SiteLine): ContentTile[] {
  return [
    {
      formType: 'heroTile',
      tileId: `hero-${site.city}-${site.slug}`,
      height: 'half',
      width: 'full',
      backgroundColour: site.flags.has('H') ? 'sand' : 'green',
      heading: titleFor(site),
      image: heroImage(site.storeId),
    },
  ];
}

export interface SeedRestaurant {
  restaurant: RestaurantInput & { lat: number; lng: number };
  menuIds: string[];
}

export type Locate = (sectorOrDistrict: string) => { lat: number; lon: number } | undefined;

/**
 * Builds every restaurant. `locate` gives a postcode sector's (or district's) centroid from
 * the shipped geodata; each site sits a few hundred metres from it, deterministically.
 */
export function buildRestaurants(locate: Locate): SeedRestaurant[] {
  return SITE_LINES.map((site, index) => {
    const point = locate(site.sector);
    if (!point) throw new Error(`No coordinates for ${site.sector} (store ${site.storeId})`);
    // Up to about 250 m from the centroid, so two sites in one sector never coincide.
    const lat = round5(point.lat + (((index * 37) % 9) - 4) * 0.0005);
    const lng = round5(point.lon + (((index * 53) % 9) - 4) * 0.0008);
    const f = site.flags;
    const holidayPark = f.has('H');
    // Unique per site: the first two words alone never repeat for fewer than 576 sites.
    const n = WORDS.length;
    const words = [index % n, (Math.floor(index / n) + 5 * index + 7) % n, (11 * index + 13) % n].map(
      (k) => WORDS[k],
    );
    const restaurant: SeedRestaurant['restaurant'] = {
      storeId: site.storeId,
      bookATableWidgetId: f.has('N') ? null : `ft-${site.storeId}`,
      title: titleFor(site),
      city: site.city,
      slug: site.slug,
      phoneNumber: dramaPhoneNumber(site.storeId, site.sector),
      addressLine1: holidayPark
        ? `${site.siteName}, ${STREETS[index % STREETS.length]}`
        : `${(index * 17) % 190 || 1} ${STREETS[index % STREETS.length]}`,
      addressLine2: index % 4 === 0 ? `Unit ${(index % 7) + 1}` : null,
      addressCity: site.town,
      postcode: fakePostcode(site, index),
      addressLocation: { lat, lon: lng },
      lat,
      lng,
      bookingProviderUrl: f.has('P') ? `https://bookings.example/fittizia/${site.city}-${site.slug}` : null,
      enableBookings: !f.has('N'),
      hideRestaurantDetailPage: f.has('X'),
      heroTiles: heroTiles(site),
      clickCollect: f.has('C'),
      ...weeklyHours(site),
      specialHours: holidayPark ? [] : specialHours(site),
      isHolidayPark: holidayPark,
      about: holidayPark
        ? `Our trattoria at ${site.siteName}: pizza from the wood-fired oven and pasta bowls after a day outdoors. Open to guests and visitors.`
        : `Wood-fired pizza, fresh pasta made every morning and an aperitivo bar in ${site.siteName.includes(site.town) ? site.siteName : `${site.siteName}, ${site.town}`}.`,
      email: `${site.slug === site.city ? site.city : `${site.city}.${site.slug}`}@fittizia.example`,
      amenities: AMENITIES.filter((_, k) => k < 2 || (index + k) % 3 === 0),
      awards: f.has('A') ? [{ name: AWARDS[index % AWARDS.length] as string, year: 2022 + (index % 3) }] : [],
      socialMediaItems: [
        {
          linkText: 'Instagram',
          linkUrl: `https://instagram.example/fittizia.${site.slug}`,
          className: 'instagram',
          description: `${titleFor(site)} on Instagram`,
        },
        {
          linkText: 'Facebook',
          linkUrl: `https://facebook.example/fittizia.${site.slug}`,
          className: 'facebook',
          description: `${titleFor(site)} on Facebook`,
        },
      ],
      threeWordAddress: words.join('.'),
    };
    const menuIds = holidayPark
      ? ['m-main', 'm-kids', 'm-drinks']
      : [
          'm-main',
          'm-kids',
          'm-drinks',
          'm-vegan',
          'm-gluten-free',
          ...(f.has('S') ? ['m-christmas'] : []),
          ...(index % 2 === 0 ? ['m-party'] : []),
        ];
    return { restaurant, menuIds };
  });
}

function round5(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}
