-- 0032: the contact page (7.3): enquiry types, reasons with sub-reasons, and the enquiries (contact and
-- group booking) with their attachments.
CREATE TABLE IF NOT EXISTS contact_types (
  id text PRIMARY KEY,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS contact_reasons (
  id text PRIMARY KEY,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS contact_sub_reasons (
  id text PRIMARY KEY,
  reason_id text NOT NULL REFERENCES contact_reasons (id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS contact_enquiries (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('contact', 'group-booking')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  email_key text NOT NULL,
  phone text,
  message text NOT NULL,
  enquiry_type text REFERENCES contact_types (id),
  store_id text REFERENCES restaurants (store_id),
  contact_reason_id text REFERENCES contact_reasons (id),
  contact_sub_reason_id text REFERENCES contact_sub_reasons (id),
  guests integer CHECK (guests IS NULL OR guests > 0),
  preferred_date date,
  session_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'group-booking') = (guests IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS contact_enquiries_email_idx ON contact_enquiries (email_key, created_at);

-- Attachments, written in the same transaction as their enquiry.
CREATE TABLE IF NOT EXISTS contact_enquiry_files (
  enquiry_id uuid NOT NULL REFERENCES contact_enquiries (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  -- the type detected from the bytes
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (enquiry_id, position)
);
