-- 0004: the booking model (spec 3, 4.3, 7.2): areas and tables, dining durations, per-restaurant booking
-- settings, occasions with their dates and link groups, booking menus, upsells, card-guarantee rules and
-- rejection rules. Times are Europe/London wall-clock times ('HH:MM'); dates recur yearly ('MM-DD').

-- How a restaurant takes bookings online. mode: 'online', 'not-supported' (code 1), 'disabled' (10),
-- 'restaurant-disabled' (11). A restaurant with no tables is an invalid configuration (2).
CREATE TABLE IF NOT EXISTS booking_settings (
  store_id text PRIMARY KEY REFERENCES restaurants(store_id) ON DELETE CASCADE,
  mode text NOT NULL DEFAULT 'online'
    CHECK (mode IN ('online', 'not-supported', 'disabled', 'restaurant-disabled')),
  -- largest party a table booking may have online (MAX_TABLE_BOOKING_COVERS)
  max_online_covers integer NOT NULL DEFAULT 15 CHECK (max_online_covers > 0),
  -- parties of at least enquiry_min_covers may be placed as an enquiry when enabled (never for today)
  enquiry_enabled boolean NOT NULL DEFAULT false,
  enquiry_min_covers integer NOT NULL DEFAULT 25 CHECK (enquiry_min_covers > 0),
  allow_multiple_upsells boolean NOT NULL DEFAULT true,
  -- the last table is seated this many minutes before closing
  last_seating_minutes integer NOT NULL DEFAULT 60 CHECK (last_seating_minutes >= 0),
  -- how far ahead a date may be booked
  horizon_days integer NOT NULL DEFAULT 365 CHECK (horizon_days > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Dates a restaurant refuses online with its own message (code 6): a weekday (ISO, Monday 1) or a yearly date.
CREATE TABLE IF NOT EXISTS booking_rejections (
  id text PRIMARY KEY,
  store_id text NOT NULL REFERENCES restaurants(store_id) ON DELETE CASCADE,
  weekday smallint CHECK (weekday BETWEEN 1 AND 7),
  month_day text CHECK (month_day ~ '^\d{2}-\d{2}$'),
  message text NOT NULL,
  CHECK (weekday IS NOT NULL OR month_day IS NOT NULL)
);

-- Areas of a restaurant. Ids are shared kinds ('main-floor', 'terrace', 'private-room') so occasions can link them.
CREATE TABLE IF NOT EXISTS booking_areas (
  store_id text NOT NULL REFERENCES restaurants(store_id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  description text,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, id)
);

CREATE TABLE IF NOT EXISTS dining_tables (
  id text PRIMARY KEY,
  store_id text NOT NULL,
  area_id text NOT NULL,
  label text NOT NULL,
  min_seats integer NOT NULL CHECK (min_seats >= 1),
  max_seats integer NOT NULL,
  active boolean NOT NULL DEFAULT true,
  CHECK (max_seats >= min_seats),
  FOREIGN KEY (store_id, area_id) REFERENCES booking_areas(store_id, id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS dining_tables_store_idx ON dining_tables (store_id);

-- How long a party holds its table: the row with the smallest max_covers not below the party size.
CREATE TABLE IF NOT EXISTS dining_durations (
  store_id text NOT NULL REFERENCES restaurants(store_id) ON DELETE CASCADE,
  max_covers integer NOT NULL CHECK (max_covers > 0),
  minutes integer NOT NULL CHECK (minutes > 0),
  PRIMARY KEY (store_id, max_covers)
);

-- Occasions. booking_type 'table' holds a table; 'event' is a request the restaurant confirms (events call).
-- They run on the listed ISO weekdays (null: every day), inside a yearly season (MM-DD to MM-DD, may wrap
-- the new year; null: all year) and a time window (null: opening hours).
CREATE TABLE IF NOT EXISTS occasions (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text,
  booking_type text NOT NULL DEFAULT 'table' CHECK (booking_type IN ('table', 'event')),
  minimum_covers integer NOT NULL CHECK (minimum_covers >= 1),
  maximum_covers integer NOT NULL,
  weekdays smallint[],
  season_start text CHECK (season_start ~ '^\d{2}-\d{2}$'),
  season_end text CHECK (season_end ~ '^\d{2}-\d{2}$'),
  first_time text CHECK (first_time ~ '^\d{2}:\d{2}$'),
  last_time text CHECK (last_time ~ '^\d{2}:\d{2}$'),
  menu_link_type text NOT NULL DEFAULT 'exclusive' CHECK (menu_link_type IN ('inclusive', 'exclusive')),
  area_link_type text NOT NULL DEFAULT 'exclusive' CHECK (area_link_type IN ('inclusive', 'exclusive')),
  position integer NOT NULL DEFAULT 0,
  CHECK (maximum_covers >= minimum_covers),
  CHECK ((season_start IS NULL) = (season_end IS NULL))
);

-- Which occasions a restaurant offers; a disabled one answers its custom message (code 19).
CREATE TABLE IF NOT EXISTS restaurant_occasions (
  store_id text NOT NULL REFERENCES restaurants(store_id) ON DELETE CASCADE,
  occasion_id text NOT NULL REFERENCES occasions(id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  disabled_message text,
  PRIMARY KEY (store_id, occasion_id),
  CHECK (enabled OR disabled_message IS NOT NULL)
);

-- Menus a booking can be made for (not the content menus of 7.4), with a price per person where they have one.
CREATE TABLE IF NOT EXISTS booking_menus (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text,
  price_pence integer CHECK (price_pence >= 0),
  image text,
  weekdays smallint[],
  season_start text CHECK (season_start ~ '^\d{2}-\d{2}$'),
  season_end text CHECK (season_end ~ '^\d{2}-\d{2}$'),
  first_time text CHECK (first_time ~ '^\d{2}:\d{2}$'),
  last_time text CHECK (last_time ~ '^\d{2}:\d{2}$'),
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS restaurant_booking_menus (
  store_id text NOT NULL REFERENCES restaurants(store_id) ON DELETE CASCADE,
  menu_id text NOT NULL REFERENCES booking_menus(id) ON DELETE CASCADE,
  PRIMARY KEY (store_id, menu_id)
);

-- Link groups of an occasion (spec 3): inclusive means only the linked ones, exclusive all but them.
CREATE TABLE IF NOT EXISTS occasion_menu_links (
  occasion_id text NOT NULL REFERENCES occasions(id) ON DELETE CASCADE,
  menu_id text NOT NULL REFERENCES booking_menus(id) ON DELETE CASCADE,
  PRIMARY KEY (occasion_id, menu_id)
);
CREATE TABLE IF NOT EXISTS occasion_area_links (
  occasion_id text NOT NULL REFERENCES occasions(id) ON DELETE CASCADE,
  area_id text NOT NULL,
  PRIMARY KEY (occasion_id, area_id)
);

-- Extras. per_cover: the maximum is the party size. occasion_id: only for that occasion.
CREATE TABLE IF NOT EXISTS upsells (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text,
  image text,
  price_pence integer CHECK (price_pence >= 0),
  minimum_quantity integer NOT NULL DEFAULT 1 CHECK (minimum_quantity >= 0),
  maximum_quantity integer NOT NULL,
  per_cover boolean NOT NULL DEFAULT false,
  occasion_id text REFERENCES occasions(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  CHECK (maximum_quantity >= minimum_quantity)
);
CREATE TABLE IF NOT EXISTS restaurant_upsells (
  store_id text NOT NULL REFERENCES restaurants(store_id) ON DELETE CASCADE,
  upsell_id text NOT NULL REFERENCES upsells(id) ON DELETE CASCADE,
  available boolean NOT NULL DEFAULT true,
  PRIMARY KEY (store_id, upsell_id)
);

-- A card guarantee is required when any rule matches: every condition a rule sets must hold
-- (store_id null: every restaurant). Conditions: party size, occasion, ISO weekday, yearly date.
CREATE TABLE IF NOT EXISTS card_guarantee_rules (
  id text PRIMARY KEY,
  store_id text REFERENCES restaurants(store_id) ON DELETE CASCADE,
  min_covers integer CHECK (min_covers > 0),
  occasion_id text REFERENCES occasions(id) ON DELETE CASCADE,
  weekday smallint CHECK (weekday BETWEEN 1 AND 7),
  month_day text CHECK (month_day ~ '^\d{2}-\d{2}$'),
  CHECK (min_covers IS NOT NULL OR occasion_id IS NOT NULL OR weekday IS NOT NULL OR month_day IS NOT NULL)
);
