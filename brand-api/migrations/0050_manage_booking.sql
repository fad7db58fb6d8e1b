-- 0050: manage my booking. A cancelled booking keeps its row (status 'cancelled', when, why, late or
-- not); its tables are given back by removing its holds from booking_tables, so the exclusion constraint no
-- longer counts them (the released tables and their times are kept in the booking's history). Every change to
-- a booking is written to booking_history.

-- The two checks on status (0005) are replaced: a cancelled booking of any kind is allowed.
DO $$
DECLARE c record;
BEGIN
  FOR c IN
    SELECT conname FROM pg_constraint
    WHERE conrelid = 'bookings'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%status%'
  LOOP
    EXECUTE format('ALTER TABLE bookings DROP CONSTRAINT %I', c.conname);
  END LOOP;
END $$;

ALTER TABLE bookings
  ADD COLUMN IF NOT EXISTS card_guaranteed boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS cancelled_at timestamptz,
  ADD COLUMN IF NOT EXISTS cancel_reason text CHECK (char_length(cancel_reason) <= 500),
  ADD COLUMN IF NOT EXISTS late_cancellation boolean NOT NULL DEFAULT false,
  -- the calendar entry's SEQUENCE: raised by one with each update or cancellation sent (same UID)
  ADD COLUMN IF NOT EXISTS ics_sequence integer NOT NULL DEFAULT 0 CHECK (ics_sequence >= 0);

UPDATE bookings SET card_guaranteed = true WHERE braintree_customer_id IS NOT NULL;

ALTER TABLE bookings
  ADD CONSTRAINT bookings_status_ck CHECK (status IN ('confirmed', 'pending', 'cancelled')),
  ADD CONSTRAINT bookings_kind_status_ck CHECK (status = 'cancelled' OR (kind = 'table') = (status = 'confirmed')),
  ADD CONSTRAINT bookings_cancelled_ck CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL));

-- Hours before the dining time inside which cancelling a card-guaranteed booking is late.
ALTER TABLE booking_settings
  ADD COLUMN IF NOT EXISTS cancellation_window_hours integer NOT NULL DEFAULT 24
    CHECK (cancellation_window_hours BETWEEN 0 AND 720);

CREATE TABLE IF NOT EXISTS booking_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('created', 'changed', 'cancelled', 'reminded', 'confirmed-by-diner')),
  at timestamptz NOT NULL DEFAULT now(),
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX IF NOT EXISTS booking_history_booking_idx ON booking_history (booking_id, at);

INSERT INTO booking_history (booking_id, event, at)
SELECT b.id, 'created', b.created_at FROM bookings b
WHERE NOT EXISTS (SELECT 1 FROM booking_history h WHERE h.booking_id = b.id AND h.event = 'created');
