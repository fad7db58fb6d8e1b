-- 0065: the retention schedule applied every night (docs/privacy.md). A booking past its period keeps its row for
-- counts and capacity history, without the diner's details: anonymised_at says when they were removed. Each run of
-- the nightly job is recorded: when it started and finished, and how many rows of each kind it deleted or
-- anonymised ({ "<kind>": { "deleted": n, "anonymised": n } }), written after every batch so that a run cut short
-- by a restart still shows what it did.
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS anonymised_at timestamptz;
CREATE INDEX IF NOT EXISTS bookings_not_anonymised_day_idx ON bookings (dining_date) WHERE anonymised_at IS NULL;

CREATE TABLE IF NOT EXISTS privacy_retention_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  counts jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX IF NOT EXISTS privacy_retention_runs_started_idx ON privacy_retention_runs (started_at DESC);
