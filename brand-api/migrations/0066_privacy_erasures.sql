-- 0066: erasures on request (docs/privacy.md). Only the SHA-256 (hex) of the normalised address is kept, with when
-- it was erased and what was done kind by kind (counts only), so an erasure can be proved without keeping the
-- address. Asking again for the same address updates last_erased_at.
CREATE TABLE IF NOT EXISTS privacy_erasures (
  address_hash text PRIMARY KEY CHECK (address_hash ~ '^[0-9a-f]{64}$'),
  first_erased_at timestamptz NOT NULL,
  last_erased_at timestamptz NOT NULL,
  counts jsonb NOT NULL DEFAULT '{}'::jsonb
);
