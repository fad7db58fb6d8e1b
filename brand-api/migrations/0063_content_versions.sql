-- 0063: content pages as versions (docs/content.md, "The content service"). A page has one draft (content_drafts,
-- its revision going up by one at each save that changes it), every save of it (content_revisions, the history of
-- the drafts), its published versions (content_versions, 1, 2, ...), at most one publish waiting for its time
-- (content_schedules, a pg-boss job each) and a removed flag. content_pages stays what diners read: the newest
-- published version of each page neither removed nor never published, written in the transaction that publishes.

-- The publisher role: an editor who also publishes, schedules, rolls back and removes.
ALTER TABLE ops_keys DROP CONSTRAINT IF EXISTS ops_keys_role_check;
ALTER TABLE ops_keys ADD CONSTRAINT ops_keys_role_check CHECK (role IN ('operations', 'content', 'publisher'));

CREATE TABLE IF NOT EXISTS content_drafts (
  brand_key text NOT NULL REFERENCES brands(brand_key) ON DELETE CASCADE,
  page_id text NOT NULL,
  title text NOT NULL,
  description text,
  tiles jsonb NOT NULL DEFAULT '[]'::jsonb,
  revision integer NOT NULL CHECK (revision >= 1),
  saved_at timestamptz NOT NULL DEFAULT now(),
  saved_by text NOT NULL,
  removed_at timestamptz,
  removed_by text,
  PRIMARY KEY (brand_key, page_id)
);

CREATE TABLE IF NOT EXISTS content_revisions (
  brand_key text NOT NULL,
  page_id text NOT NULL,
  revision integer NOT NULL CHECK (revision >= 1),
  title text NOT NULL,
  description text,
  tiles jsonb NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  saved_by text NOT NULL,
  PRIMARY KEY (brand_key, page_id, revision),
  FOREIGN KEY (brand_key, page_id) REFERENCES content_drafts (brand_key, page_id) ON DELETE CASCADE
);

CREATE TABLE IF NOT EXISTS content_versions (
  brand_key text NOT NULL,
  page_id text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  revision integer NOT NULL,
  title text NOT NULL,
  description text,
  tiles jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by text NOT NULL,
  -- A rollback: the version it published again.
  restored_version integer,
  -- A scheduled publish: who scheduled it (published_by is then `schedule`).
  scheduled_by text,
  PRIMARY KEY (brand_key, page_id, version),
  FOREIGN KEY (brand_key, page_id) REFERENCES content_drafts (brand_key, page_id) ON DELETE CASCADE
);

-- One publish waiting per page: a new schedule replaces it (a new id), a cancel deletes it. The pg-boss job
-- carries the id: a job whose id is no longer here (cancelled, replaced, or already published) does nothing.
CREATE TABLE IF NOT EXISTS content_schedules (
  brand_key text NOT NULL,
  page_id text NOT NULL,
  id text NOT NULL UNIQUE,
  revision integer NOT NULL,
  publish_at timestamptz NOT NULL,
  scheduled_at timestamptz NOT NULL DEFAULT now(),
  scheduled_by text NOT NULL,
  -- The pg-boss job, once it is queued (a start queues the schedules that have none).
  job_id text,
  PRIMARY KEY (brand_key, page_id),
  FOREIGN KEY (brand_key, page_id) REFERENCES content_drafts (brand_key, page_id) ON DELETE CASCADE
);

-- The pages of an existing database become draft revision 1 and published version 1, by `seed`.
INSERT INTO content_drafts (brand_key, page_id, title, description, tiles, revision, saved_at, saved_by)
SELECT brand_key, id, title, description, tiles, 1, updated_at, 'seed' FROM content_pages
ON CONFLICT DO NOTHING;
INSERT INTO content_revisions (brand_key, page_id, revision, title, description, tiles, saved_at, saved_by)
SELECT brand_key, id, 1, title, description, tiles, updated_at, 'seed' FROM content_pages
ON CONFLICT DO NOTHING;
INSERT INTO content_versions (brand_key, page_id, version, revision, title, description, tiles, published_at, published_by)
SELECT brand_key, id, 1, 1, title, description, tiles, updated_at, 'seed' FROM content_pages
ON CONFLICT DO NOTHING;
