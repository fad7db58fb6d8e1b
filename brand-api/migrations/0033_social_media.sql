-- 0033: the brand's photo feed (7.8 social), seeded.
CREATE TABLE IF NOT EXISTS social_media (
  id text PRIMARY KEY,
  caption text,
  media_type text NOT NULL CHECK (media_type IN ('IMAGE', 'VIDEO', 'CAROUSEL_ALBUM')),
  media_url text NOT NULL,
  thumbnail_url text,
  permalink text NOT NULL,
  posted_at timestamptz NOT NULL,
  position integer NOT NULL DEFAULT 0
);
