-- 0067: the marketing suppression list (docs/privacy.md, "Unsubscribe and service e-mails"). One row per address
-- that must never get marketing again (it unsubscribed, or was erased): only the SHA-256 of the normalised address
-- (brand-api/src/domains/privacy/suppression.ts), never the address. And the moment a sign-up unsubscribed: from
-- then on it gets no marketing, and the retention schedule removes it (its `sign-up` rule), leaving only the hash.
CREATE TABLE IF NOT EXISTS marketing_suppressions (
  email_hash text PRIMARY KEY CHECK (email_hash ~ '^[0-9a-f]{64}$'),
  reason text NOT NULL CHECK (reason IN ('unsubscribed', 'erased')),
  suppressed_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE customers ADD COLUMN IF NOT EXISTS unsubscribed_at timestamptz;
CREATE INDEX IF NOT EXISTS customers_unsubscribed_idx ON customers (unsubscribed_at) WHERE unsubscribed_at IS NOT NULL;
