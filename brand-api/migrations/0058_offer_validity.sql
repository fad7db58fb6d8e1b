-- 0058: an offer's validity. It runs from valid_from to valid_until, both London calendar days and both
-- included; null is no limit that way. validity_text keeps only the copy of when it runs (days and hours): the
-- brand API writes "Valid until" from valid_until, so no date is kept in copy.
ALTER TABLE offers ADD COLUMN IF NOT EXISTS valid_from date;
ALTER TABLE offers ADD COLUMN IF NOT EXISTS valid_until date;
