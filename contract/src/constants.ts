/** Business constants of spec section 9, shared by every layer. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;
export const TOKEN_STORED_EXPIRY_MS = 23 * 60 * 60 * 1000; // 82.8M ms
export const CACHE_TTL_SECONDS = 600;
export const UPSTREAM_TIMEOUT_MS = 30_000;
export const POOL_MAX_SOCKETS = 50;
export const POOL_MAX_FREE_SOCKETS = 10;
export const POOL_FREE_SOCKET_TIMEOUT_MS = 15_000;

export const BOOK_NOW_TEXT = 'Book Now';
export const MAX_LOCATIONS = 4;
export const MAX_DISTANCE_MILES = 100;
export const EARTH_RADIUS_MILES = 3959;
export const MAP_MAX_ZOOM = 18;

export const HEADER_SOLID_AFTER_PX = 250;
export const BACK_TO_TOP_AFTER_PX = 600;

export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const SERVER_ERROR_MESSAGE = 'Sorry, something went wrong. Please try again.';
export const RETURN_HOME_TEXT = 'Return to homepage';

/** Header names the site server adds to every brand-API call (spec section 6 and 7). */
export const BRAND_KEY_HEADER = 'brandKey';
export const SESSION_ID_HEADER = 'sessionId';
/**
 * The browser's session id cookie. `__Host-`: the browser accepts it only with `Secure`, `Path=/` and no
 * `Domain`, so no subdomain and no plain-HTTP page can set or overwrite it.
 */
export const SESSION_COOKIE = '__Host-session_id';

/** Booking limits of spec sections 5.2 and 9. */
export const MIN_ADULTS = 1;
export const MAX_ADULTS = 100;
export const MIN_CHILDREN = 0;
export const MAX_CHILDREN = 50;
export const DEFAULT_ADULTS = 2;
export const DEFAULT_CHILDREN = 0;
export const DEFAULT_BOOKING_TIME = '19:30';
/** The largest party (adults plus children) booked online at a table. */
export const MAX_TABLE_BOOKING_COVERS = 15;
/** Adults plus children at or above this switch the journey to enquiry mode (if enabled). */
export const ENQUIRY_COVERS_THRESHOLD = 25;
/** Between the two: too many for a table online, too few for an enquiry, so the diner calls the restaurant. */
export const CALL_US_COVERS = {
  from: MAX_TABLE_BOOKING_COVERS + 1,
  to: ENQUIRY_COVERS_THRESHOLD - 1,
} as const;
/** How a party of this many guests (adults plus children) books: online, by calling, or by an enquiry. */
export type PartyRoute = 'online' | 'call' | 'enquire';
export function partyRoute(covers: number): PartyRoute {
  if (covers <= MAX_TABLE_BOOKING_COVERS) return 'online';
  return covers < ENQUIRY_COVERS_THRESHOLD ? 'call' : 'enquire';
}
export const BOOKING_TIME_STEP_MINUTES = 15;
export const FIRST_BOOKING_TIME = '09:00';
export const LAST_BOOKING_TIME = '23:45';
export const SLOTS_EACH_SIDE = 3;
export const CALENDAR_ENTRY_HOURS = 2;
export const BOOKING_TIME_ZONE = 'Europe/London';
export const MODAL_RESET_DELAY_MS = 500;
export const SEARCH_MIN_CHARS = 3;
/** Sent as `areaId` to the slots call when no area is chosen (spec 7.2). */
export const NO_AREA_ID = 'null';

/** Feature settings of spec section 9. */
export const SHOW_CHILD_COVERS = true;
export const ENABLE_SMS_OPT_IN = true;
export const GET_RESTAURANT_OFFERS = true;
export const RESTAURANT_MENU_SEARCH = true;
export const BOOKING_JOURNEY_STYLE = 'horizontal';
export const CAROUSEL_ARROWS = true;
export const CAROUSEL_DOTS = false;

/** Jobs (spec 7.6 and 9). The fixed site identifier the jobs calls send. */
export const JOBS_SITE_ID = 'fittizia-trattoria-uk';
export const JOB_MAX_DISTANCE_MILES = 100;
export const DEFAULT_JOB_TYPES = ['part time', 'full Time'] as const;
export const BIRTH_YEAR_FALLBACK = 1904;
export const WORK_EXPERIENCE_YEARS_BACK = 40;
/** Outcomes of the bot-check verification of spec 7.8, spelled as the spec spells them. */
export const RECAPTCHA_OUTCOMES = ['Invalid token', 'Internal error', 'Token verifyed'] as const;

/** Spec 8.4. */
export const MENU_NOT_FOUND_MESSAGE = 'Menu not found';

/**
 * The bot check that needs no keys (a honeypot field and a minimum fill time): the headers a form's call
 * carries. The form-started token is signed by the site's server (`GET /form-started.json`); the honeypot is
 * a field a person never sees or fills.
 */
export const FORM_CHECK_HEADERS = { started: 'x-form-started', trap: 'x-form-trap' } as const;
/** The honeypot field's name in a form (a name a bot fills gladly; `autocomplete="off"`, hidden from people). */
export const FORM_TRAP_FIELD = 'website';

/**
 * The diner's network address, as the site's /api proxy passes it to the brand API. The brand API
 * believes it only on a call made with a live token of a brand key (which only the site's server holds);
 * otherwise it uses the socket's address.
 */
export const DINER_ADDRESS_HEADER = 'X-Diner-Address';

/**
 * Online booking limits per restaurant, counted in the brand API's own bookings and standby entries: per e-mail
 * address (case and `+tag` ignored) and per phone number (when given, in national form) for one dining day; per
 * network address (an IPv6 address as its /64) over the restaurant's whole booking window (today onwards,
 * bookings and standby entries alike) and for one service (`BOOKING_SERVICE_DINNER_FROM`), so one address cannot
 * take a small restaurant's evening; and the standby list's own caps per address and per e-mail over the window.
 * Checked on create, change and standby join alike. A brand may set its own; the brand API's configuration may
 * change them (0 turns a limit off). Chosen so that a real diner (lunch and dinner, a household or an office
 * sharing one address) never meets them.
 */
export const BOOKING_LIMIT_DEFAULTS = {
  perEmail: 3,
  perPhone: 3,
  perAddress: 6,
  perAddressPerService: 2,
  standbyPerAddress: 2,
  standbyPerEmail: 2,
} as const;
/** A dining day's two services for the booking limits: lunch before this time, dinner from it (London time). */
export const BOOKING_SERVICE_DINNER_FROM = '17:00';
/** A brand's or a configuration's booking limits (0 turns one off). */
export type BookingLimits = { [K in keyof typeof BOOKING_LIMIT_DEFAULTS]: number };

/**
 * Days a customer's preferences link (its guid, e-mailed at sign-up) stays valid after it was last sent; an
 * expired guid is answered like an unknown one. A new sign-up with the address sends it again.
 */
export const CUSTOMER_GUID_LIFETIME_DAYS = 365;

/**
 * Keys whose values are personal data (names, e-mail addresses, phone numbers, network addresses, message
 * bodies): removed from every log line of the brand API (pino's `redact`) and of the site's logger, at any
 * depth the loggers look.
 */
export const PERSONAL_DATA_LOG_KEYS = [
  'firstName',
  'lastName',
  'secondName',
  'email',
  'emailAddress',
  'to',
  'phone',
  'phoneNumber',
  'mobilePhoneNumber',
  'telephone',
  'address',
  'dinerAddress',
  'ip',
  'specialRequest',
  'body',
  'params',
] as const;
/**
 * Keys that hold personal text in a request or a record (a message body, a person's or a file's name) but
 * also name an error's own text (`err.message`, `err.name`): redacted everywhere except inside an error.
 */
export const PERSONAL_TEXT_LOG_KEYS = ['message', 'name'] as const;

/* Manage my booking. */

/** The path of a booking's manage page on the site; the token follows. */
export const BOOKING_MANAGE_PATH = '/booking/manage/';

/** Hours before the dining time inside which a card-guaranteed booking's cancellation is late (default). */
export const DEFAULT_CANCELLATION_WINDOW_HOURS = 24;

/** Longest reason a diner may give for cancelling. */
export const CANCEL_REASON_MAX_LENGTH = 500;

/** A manage token: the booking reference, a dot and 43 characters of base64url signature. */
export const MANAGE_TOKEN_PATTERN = /^[A-Z0-9-]{4,40}\.[A-Za-z0-9_-]{43}$/;

/* Booking reminders. */

/** Hours before the dining time a booking's reminder e-mail is sent, unless the brand sets its own (0: none). */
export const DEFAULT_REMINDER_HOURS = 24;

/** The site's "I'll be there" page of a booking (a reminder's link); the manage token follows. */
export const BOOKING_ATTEND_PATH = '/booking/attend/';
/* Standby list: joined when no table fits; a freed table is offered and held for a while. */

/** The path of a standby entry's page on the site (leave the list, claim an offer); the token follows. */
export const STANDBY_PATH = '/booking/standby/';

/** Minutes a freed table is held for the diner it was offered to; unclaimed, it passes to the next in line. */
export const STANDBY_HOLD_MINUTES = 10;

/** A standby token: the entry's reference, a dot and 43 characters of base64url signature. */
export const STANDBY_TOKEN_PATTERN = /^[A-Z0-9]{8}\.[A-Za-z0-9_-]{43}$/;

/** How to make a secret or a brand key, for the configuration messages that ask for one (site and brand API). */
export const MAKE_A_SECRET =
  "make one with `openssl rand -hex 32` or `node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64url'))\"`";

/** The configuration message of a secret production requires: what it is, and how to make one. */
export const productionSecretRequired = (what: string) =>
  `is required in production (NODE_ENV=production), and not the published development value: ${what}; ${MAKE_A_SECRET}`;
