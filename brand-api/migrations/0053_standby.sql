-- 0053: the standby list. A diner joins a restaurant's list for a date, a window of start times and a
-- party when no table fits. When a cancellation frees a table that fits, the first in line (joined_at, id) whose
-- window and party fit is offered it, and the table is HELD for them: a row of booking_tables that names the
-- standby entry instead of a booking, so the exclusion constraint booking_tables_no_overlap counts it and nobody
-- else can book the table meanwhile. Claimed in time, the hold becomes the booking's; expired, it is removed.

CREATE TABLE IF NOT EXISTS standby_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- the public reference the entry's signed link carries
  reference text NOT NULL UNIQUE,
  brand_key text NOT NULL,
  store_id text NOT NULL,
  occasion_id text NOT NULL REFERENCES occasions(id),
  dining_date date NOT NULL,
  window_from text NOT NULL CHECK (window_from ~ '^\d{2}:\d{2}$'),
  window_to text NOT NULL CHECK (window_to ~ '^\d{2}:\d{2}$'),
  adults integer NOT NULL CHECK (adults >= 1),
  children integer NOT NULL DEFAULT 0 CHECK (children >= 0),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  consent_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'booked', 'left', 'expired')),
  joined_at timestamptz NOT NULL,
  -- the current offer: the time and table held, and until when
  offered_time text,
  offered_table_id text REFERENCES dining_tables(id),
  offered_at timestamptz,
  offer_expires_at timestamptz,
  booking_id bigint REFERENCES bookings(id),
  left_at timestamptz,
  diner_address text,
  CHECK (window_from <= window_to),
  CHECK ((status = 'offered') = (offer_expires_at IS NOT NULL AND offered_table_id IS NOT NULL)),
  CHECK ((status = 'booked') = (booking_id IS NOT NULL))
);
-- one live entry per e-mail, restaurant and date
CREATE UNIQUE INDEX IF NOT EXISTS standby_entries_live_uq
  ON standby_entries (brand_key, store_id, dining_date, lower(email)) WHERE status IN ('waiting', 'offered');
-- the line: first come, first served
CREATE INDEX IF NOT EXISTS standby_entries_line_idx
  ON standby_entries (store_id, dining_date, joined_at, id) WHERE status = 'waiting';
CREATE INDEX IF NOT EXISTS standby_entries_offer_expiry_idx
  ON standby_entries (offer_expires_at) WHERE status = 'offered';

-- A held table names a booking or a standby entry (exactly one). The primary key (booking_id, table_id) becomes
-- two partial unique indexes, since booking_id may now be empty.
ALTER TABLE booking_tables DROP CONSTRAINT IF EXISTS booking_tables_pkey;
ALTER TABLE booking_tables ALTER COLUMN booking_id DROP NOT NULL;
ALTER TABLE booking_tables
  ADD COLUMN IF NOT EXISTS standby_id bigint REFERENCES standby_entries(id) ON DELETE CASCADE;
ALTER TABLE booking_tables
  ADD CONSTRAINT booking_tables_holder_ck CHECK (num_nonnulls(booking_id, standby_id) = 1);
CREATE UNIQUE INDEX IF NOT EXISTS booking_tables_booking_uq
  ON booking_tables (booking_id, table_id) WHERE booking_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS booking_tables_standby_uq
  ON booking_tables (standby_id, table_id) WHERE standby_id IS NOT NULL;
