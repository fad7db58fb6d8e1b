-- 0003: offline UK geodata for the restaurant finder (7.8): postcode districts, sectors and places.
CREATE TABLE IF NOT EXISTS geo_outcodes (
  outcode text PRIMARY KEY,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  area_name text,
  nearest_town text,
  country text NOT NULL,
  current boolean NOT NULL,
  kind text NOT NULL
);

CREATE TABLE IF NOT EXISTS geo_sectors (
  sector text PRIMARY KEY,
  outcode text NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL
);

CREATE TABLE IF NOT EXISTS geo_places (
  id integer PRIMARY KEY,
  name text NOT NULL,
  alt_name text,
  -- lowercase, accents and punctuation removed, "saint" written "st": what a search matches on
  name_key text NOT NULL,
  alt_key text,
  county text,
  country text NOT NULL,
  type text NOT NULL,
  -- City 1, Town 2, Suburban Area 3, Village 4, Hamlet 5, Other Settlement 6
  type_rank smallint NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  outcode text,
  population integer
);
CREATE INDEX IF NOT EXISTS geo_places_name_key_idx ON geo_places (name_key);
CREATE INDEX IF NOT EXISTS geo_places_alt_key_idx ON geo_places (alt_key);
CREATE INDEX IF NOT EXISTS geo_places_lat_idx ON geo_places (lat);

-- Which version of a bulk data set is loaded, so seeding skips it when nothing changed.
CREATE TABLE IF NOT EXISTS seed_state (
  name text PRIMARY KEY,
  version text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
