-- 0001: brands, anonymous tokens and content (brand settings, pages of tiles).
CREATE TABLE IF NOT EXISTS brands (
  brand_key text PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS access_tokens (
  token text PRIMARY KEY,
  brand_key text NOT NULL REFERENCES brands(brand_key) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS access_tokens_expires_at_idx ON access_tokens (expires_at);

CREATE TABLE IF NOT EXISTS brand_settings (
  brand_key text PRIMARY KEY REFERENCES brands(brand_key) ON DELETE CASCADE,
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS content_pages (
  brand_key text NOT NULL REFERENCES brands(brand_key) ON DELETE CASCADE,
  id text NOT NULL,
  title text NOT NULL,
  description text,
  tiles jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand_key, id)
);
