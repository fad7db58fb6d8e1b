-- 0031: voucher codes of the offers (7.7): one code per offer and e-mail address.
CREATE TABLE IF NOT EXISTS offer_vouchers (
  id bigserial PRIMARY KEY,
  offer_id text NOT NULL REFERENCES offers (id),
  email text NOT NULL,
  -- the e-mail as compared (trimmed, lower case)
  email_key text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A second claim by the same address finds the first code; concurrent first claims insert one row
-- (INSERT ... ON CONFLICT DO NOTHING, then read).
CREATE UNIQUE INDEX IF NOT EXISTS offer_vouchers_offer_email_uq ON offer_vouchers (offer_id, email_key);
CREATE UNIQUE INDEX IF NOT EXISTS offer_vouchers_code_uq ON offer_vouchers (code);
