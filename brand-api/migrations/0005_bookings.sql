-- 0005: bookings. The rule against double booking lives here: a table's held time ranges may not overlap
-- (an exclusion constraint over tstzrange, which needs btree_gist for the text equality).
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- kind 'table' is a confirmed booking holding tables; 'enquiry' and 'event' are requests the restaurant
-- answers (status 'pending') and never hold a table.
CREATE TABLE IF NOT EXISTS bookings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL,
  brand_key text NOT NULL REFERENCES brands(brand_key),
  store_id text NOT NULL REFERENCES restaurants(store_id),
  kind text NOT NULL CHECK (kind IN ('table', 'enquiry', 'event')),
  status text NOT NULL CHECK (status IN ('confirmed', 'pending')),
  occasion_id text NOT NULL REFERENCES occasions(id),
  area_id text,
  -- the Europe/London date and time as booked, and the instants they mean
  dining_date date NOT NULL,
  dining_time text NOT NULL CHECK (dining_time ~ '^\d{2}:\d{2}$'),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  adults integer NOT NULL CHECK (adults >= 1),
  children integer NOT NULL CHECK (children >= 0),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  menu_name text,
  offer_id text REFERENCES offers(id),
  special_request text,
  braintree_customer_id text,
  session_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK ((kind = 'table') = (status = 'confirmed'))
);
CREATE UNIQUE INDEX IF NOT EXISTS bookings_reference_uq ON bookings (reference);
CREATE INDEX IF NOT EXISTS bookings_store_start_idx ON bookings (store_id, starts_at);

-- The tables a booking holds, for its whole dining time.
CREATE TABLE IF NOT EXISTS booking_tables (
  booking_id bigint NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  table_id text NOT NULL REFERENCES dining_tables(id),
  held tstzrange NOT NULL,
  PRIMARY KEY (booking_id, table_id),
  CONSTRAINT booking_tables_no_overlap EXCLUDE USING gist (table_id WITH =, held WITH &&)
);

CREATE TABLE IF NOT EXISTS booking_menu_choices (
  booking_id bigint NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  menu_id text NOT NULL REFERENCES booking_menus(id),
  price_pence integer,
  PRIMARY KEY (booking_id, menu_id)
);

CREATE TABLE IF NOT EXISTS booking_upsells (
  booking_id bigint NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  upsell_id text NOT NULL REFERENCES upsells(id),
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price_pence integer,
  PRIMARY KEY (booking_id, upsell_id)
);

-- What the diner agreed to (or declined) and when.
CREATE TABLE IF NOT EXISTS booking_consents (
  booking_id bigint NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  consent text NOT NULL CHECK (consent IN ('promotions', 'sms')),
  agreed boolean NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (booking_id, consent)
);

-- A create, enquiry or event call repeated with the same Idempotency-Key gets the first answer.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  brand_key text NOT NULL,
  key text NOT NULL,
  endpoint text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  booking_id bigint REFERENCES bookings(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand_key, key)
);
