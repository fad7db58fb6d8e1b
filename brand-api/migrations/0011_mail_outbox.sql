-- 0011: the e-mail outbox. Every message is stored whole (its RFC 822 form) before any delivery
-- attempt, so a failed send is retried later and never lost. Booking confirmations and enquiry
-- acknowledgements use it now; vouchers, sign-up and contact later.
CREATE TABLE IF NOT EXISTS mail_outbox (
  id text PRIMARY KEY,
  kind text NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  message_id text NOT NULL,
  raw text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- when the retry loop may try again; NULL once sent or given up
  next_attempt_at timestamptz,
  -- a delivery attempt in progress holds the row until then (several instances, one sender)
  locked_until timestamptz,
  -- where the embedded outbox wrote the .eml file
  eml_path text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX IF NOT EXISTS mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status <> 'sent';
