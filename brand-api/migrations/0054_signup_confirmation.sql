-- 0054: confirmed sign-up (double opt-in). A new customer is pending until the link of the confirmation e-mail
-- is followed: the token is stored as its SHA-256 (hex) with an expiry, the consents ticked wait in
-- pending_consents, and confirmed_at records when the address was confirmed (and the consents recorded).
ALTER TABLE customers ADD COLUMN IF NOT EXISTS confirmed_at timestamptz;
ALTER TABLE customers ADD COLUMN IF NOT EXISTS confirmation_token_hash text;
ALTER TABLE customers ADD COLUMN IF NOT EXISTS confirmation_expires_at timestamptz;
ALTER TABLE customers ADD COLUMN IF NOT EXISTS pending_consents jsonb;
CREATE UNIQUE INDEX IF NOT EXISTS customers_confirmation_token_hash_uq ON customers (confirmation_token_hash);

-- Customers who signed up before confirmation existed keep their standing: their sign-up time stands for it.
UPDATE customers SET confirmed_at = created_at WHERE confirmed_at IS NULL;
