-- 0030: customers of the sign-up and preferences calls (7.5, 7.8), their consents, the choices page's image
-- pairs (7.4) and what each customer chose, and their occasion dates.
CREATE TABLE IF NOT EXISTS customers (
  -- crypto.randomUUID(): the preferences link carries it, so it must not be guessable or sequential
  guid uuid PRIMARY KEY,
  email text NOT NULL,
  -- the e-mail as compared (trimmed, lower case): one customer per address
  email_key text NOT NULL,
  first_name text NOT NULL,
  fav_restaurant_code text REFERENCES restaurants (store_id),
  -- a sign-up birthday without a year is stored in 1904 (spec 5.3), so 29 February is kept
  birth_date date,
  gender text,
  phone_number text,
  website_sms_opt_in boolean NOT NULL DEFAULT false,
  -- [{name, checked}] of the interests the preferences page lists
  interests jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS customers_email_key_uq ON customers (email_key);

-- What a customer agreed to, when, and the exact wording and version shown. Append only: a change of mind is a
-- new row, a row is never changed (the trigger refuses updates).
CREATE TABLE IF NOT EXISTS customer_consents (
  id bigserial PRIMARY KEY,
  customer_guid uuid NOT NULL REFERENCES customers (guid) ON DELETE CASCADE,
  consent text NOT NULL CHECK (consent IN ('terms', 'marketing_email', 'sms', 'partner_terms')),
  agreed boolean NOT NULL,
  wording text NOT NULL,
  version text NOT NULL,
  -- which call recorded it: signup or preferences
  source text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS customer_consents_customer_idx ON customer_consents (customer_guid, consent, id);

CREATE OR REPLACE FUNCTION customer_consents_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'customer_consents is append-only: record a new row instead';
END;
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS customer_consents_no_update ON customer_consents;
CREATE TRIGGER customer_consents_no_update BEFORE UPDATE ON customer_consents
  FOR EACH ROW EXECUTE FUNCTION customer_consents_append_only();

-- The choices page: pairs of image choices (content, seeded).
CREATE TABLE IF NOT EXISTS choice_pairs (
  id text PRIMARY KEY,
  title text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS choice_options (
  choice_id text NOT NULL REFERENCES choice_pairs (id) ON DELETE CASCADE,
  id text NOT NULL,
  label text NOT NULL,
  image text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (choice_id, id)
);

-- One chosen option per customer and pair.
CREATE TABLE IF NOT EXISTS customer_choices (
  customer_guid uuid NOT NULL REFERENCES customers (guid) ON DELETE CASCADE,
  choice_id text NOT NULL,
  option_id text NOT NULL,
  chosen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_guid, choice_id),
  FOREIGN KEY (choice_id, option_id) REFERENCES choice_options (choice_id, id)
);

-- The occasion dates a customer keeps (name and date rows); an update replaces the set.
CREATE TABLE IF NOT EXISTS customer_occasion_dates (
  customer_guid uuid NOT NULL REFERENCES customers (guid) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  occasion_date date NOT NULL,
  PRIMARY KEY (customer_guid, position)
);
