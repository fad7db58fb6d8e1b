-- 0040: the limits that stop abuse.

-- E-mails sent to one recipient in one window (voucher e-mails per hour, enquiry acknowledgements per day):
-- one atomic upsert per message, so every instance of the brand API counts the same sends.
CREATE TABLE IF NOT EXISTS mail_send_counts (
  scope text NOT NULL,
  -- the recipient as compared (trimmed, lower case)
  recipient_key text NOT NULL,
  window_start timestamptz NOT NULL,
  sent integer NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, recipient_key, window_start)
);

-- The reference an enquiry's acknowledgement gives (the only thing it carries besides what was chosen).
ALTER TABLE contact_enquiries ADD COLUMN IF NOT EXISTS reference text;
CREATE UNIQUE INDEX IF NOT EXISTS contact_enquiries_reference_uq ON contact_enquiries (reference);

-- Who asked for a booking, as the limits per restaurant and day compare them: the e-mail (lower case, no
-- +tag), the phone (digits, UK national form) and the diner's network address (IPv6 as its /64).
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS email_key text;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS phone_key text;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS diner_address text;
UPDATE bookings SET email_key = lower(trim(email)) WHERE email_key IS NULL;
CREATE INDEX IF NOT EXISTS bookings_store_day_email_idx ON bookings (store_id, dining_date, email_key);
CREATE INDEX IF NOT EXISTS bookings_store_day_phone_idx ON bookings (store_id, dining_date, phone_key);
CREATE INDEX IF NOT EXISTS bookings_store_day_address_idx ON bookings (store_id, dining_date, diner_address);

-- A brand's own booking limits ({ perEmail, perPhone, perAddress }); null keeps the configured defaults.
ALTER TABLE brands ADD COLUMN IF NOT EXISTS booking_limits jsonb;

-- Uploaded files are stored under a generated name; `name` keeps the sanitised original.
ALTER TABLE contact_enquiry_files ADD COLUMN IF NOT EXISTS stored_name text;
ALTER TABLE job_application_files ADD COLUMN IF NOT EXISTS stored_name text;

-- When a customer's preferences link (guid) was last issued; it expires a configured time after.
ALTER TABLE customers ADD COLUMN IF NOT EXISTS guid_issued_at timestamptz NOT NULL DEFAULT now();
