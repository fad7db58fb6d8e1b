-- 0060: change events. Every write that changes what a public read answers (a restaurant, a menu, an offer, a
-- content page, the brand settings) records one row here, in its own transaction, and notifies the channel
-- `fittizia_changes` with the row's id. Listeners (the brand API's own prepared answers, the site's caches
-- through the event stream) drop the entries tagged with `tags`; a listener that was down reads the rows after
-- the last id it saw.
CREATE TABLE IF NOT EXISTS change_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('restaurant', 'menu', 'offer', 'content', 'brand')),
  ids text[] NOT NULL DEFAULT '{}',
  tags text[] NOT NULL,
  actor text
);
