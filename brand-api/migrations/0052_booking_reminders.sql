-- 0052: booking reminders. A confirmed table booking gets one reminder e-mail a brand-set number of
-- hours before its time (default 24; 0 sends none). The reminder's due time is kept here; a sweep that the
-- pg-boss job queue runs every minute sends those that are due, claiming each row so it is sent once
-- whatever the number of brand-API instances (docs/adr/0007-reminders-on-pg-boss.md).

ALTER TABLE brands
  ADD COLUMN IF NOT EXISTS reminder_hours_before integer NOT NULL DEFAULT 24
    CHECK (reminder_hours_before BETWEEN 0 AND 168);

CREATE TABLE IF NOT EXISTS booking_reminders (
  booking_id bigint PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  -- set when a sweep claims the reminder (it is then sent once, never again)
  sent_at timestamptz
);
CREATE INDEX IF NOT EXISTS booking_reminders_due_idx ON booking_reminders (due_at) WHERE sent_at IS NULL;

-- Confirmed table bookings still ahead get their reminder (those already inside the window get none).
INSERT INTO booking_reminders (booking_id, due_at)
SELECT b.id, b.starts_at - interval '24 hours' FROM bookings b
WHERE b.kind = 'table' AND b.status = 'confirmed' AND b.starts_at - interval '24 hours' > now()
ON CONFLICT (booking_id) DO NOTHING;
