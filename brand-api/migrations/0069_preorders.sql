-- 0069: group pre-orders (docs/preorders.md). A confirmed table booking whose party reaches PREORDER_MIN_PARTY, or
-- whose booking menu asks for one, has one pre-order: the dish menu its guests choose from (and the children's),
-- whether every section of it must be chosen, its cut-off instant (so many hours before dining, London), its state,
-- and the pg-boss job that closes it at the cut-off. Each guest: a first name, a child's place or not, one dish per
-- section, the allergens to avoid, a note for the kitchen, and the SHA-256 of the key their browser keeps (never
-- the key). A booking's pre-order and its guests go with the booking.
CREATE TABLE IF NOT EXISTS preorders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
  menu_id text NOT NULL REFERENCES menus(id),
  children_menu_id text REFERENCES menus(id),
  all_sections_required boolean NOT NULL DEFAULT true,
  cutoff_hours integer NOT NULL CHECK (cutoff_hours BETWEEN 0 AND 720),
  cutoff_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed', 'cancelled')),
  job_id text,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS preorders_open_idx ON preorders (cutoff_at) WHERE state = 'open';

CREATE TABLE IF NOT EXISTS preorder_guests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  preorder_id bigint NOT NULL REFERENCES preorders(id) ON DELETE CASCADE,
  first_name text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 40),
  child boolean NOT NULL DEFAULT false,
  choices jsonb NOT NULL DEFAULT '[]'::jsonb,
  allergens text[] NOT NULL DEFAULT '{}',
  note text CHECK (note IS NULL OR char_length(note) <= 200),
  key_hash text NOT NULL CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS preorder_guests_preorder_idx ON preorder_guests (preorder_id, created_at, id);
