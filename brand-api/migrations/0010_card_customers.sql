-- 0010: card-guarantee customers (spec 7.2 braintree token/submit). A row per customer whose card
-- was verified and vaulted by the payment provider: the local sandbox or Braintree. Only the
-- provider's customer id and payment-method token are kept here, never a card number.
CREATE TABLE IF NOT EXISTS card_customers (
  customer_id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('sandbox', 'braintree')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  payment_method_token text,
  card_type text,
  verifications integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS card_customers_email_idx ON card_customers (lower(email));
