-- 0062: restaurant closures. An operator closes a restaurant for a period [starts_at, ends_at): its confirmed
-- bookings whose dining time falls inside are cancelled (bookings.closure_id names the closure), its standby
-- entries for those days are ended (standby_entries.closure_id), the booking engine offers no time inside it and
-- the restaurant's public read shows it as special hours. The same store and period twice is one closure.
CREATE TABLE IF NOT EXISTS restaurant_closures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  store_id text NOT NULL REFERENCES restaurants(store_id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  reason text NOT NULL,
  actor text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_at < ends_at),
  CONSTRAINT restaurant_closures_period_uq UNIQUE (store_id, starts_at, ends_at)
);
-- the closures of a store not yet over
CREATE INDEX IF NOT EXISTS restaurant_closures_store_end_idx ON restaurant_closures (store_id, ends_at);

ALTER TABLE bookings ADD COLUMN IF NOT EXISTS closure_id bigint REFERENCES restaurant_closures(id);
CREATE INDEX IF NOT EXISTS bookings_closure_idx ON bookings (closure_id) WHERE closure_id IS NOT NULL;
ALTER TABLE standby_entries ADD COLUMN IF NOT EXISTS closure_id bigint REFERENCES restaurant_closures(id);
