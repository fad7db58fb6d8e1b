-- 0061: the operators' API (docs/operations.md). Each operator has a key: only its SHA-256 hash is kept, with a
-- short prefix of the key (not secret) to find it. Every change an operator makes is logged in ops_changes with
-- who made it, when, and the record before and after.
CREATE TABLE IF NOT EXISTS ops_keys (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  role text NOT NULL CHECK (role IN ('operations', 'content')),
  prefix text NOT NULL UNIQUE,
  key_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

CREATE TABLE IF NOT EXISTS ops_changes (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  who text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX IF NOT EXISTS ops_changes_at_idx ON ops_changes (at DESC, id DESC);

-- The special hours an operator set (also part of special_hours, after the seeded ones). The seed rewrites
-- special_hours on every start and adds these back, so an operator's hours outlive a restart.
ALTER TABLE restaurants ADD COLUMN IF NOT EXISTS operator_special_hours jsonb NOT NULL DEFAULT '[]'::jsonb;

-- An offer's end date an operator set: the seed then keeps valid_until as it is.
ALTER TABLE offers ADD COLUMN IF NOT EXISTS valid_until_set_by_operator boolean NOT NULL DEFAULT false;

-- A dish's state, which the menus (their sections' items, by id) are read through: off (left out of every menu it
-- is on) until off_until, or until further notice when off_until is null; price_pence replaces its price on
-- every menu. No row: the dish as the menus hold it. The seed never writes here.
CREATE TABLE IF NOT EXISTS dish_states (
  dish_id text PRIMARY KEY,
  off boolean NOT NULL DEFAULT false,
  off_until timestamptz,
  price_pence integer CHECK (price_pence >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
