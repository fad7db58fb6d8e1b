-- 0002: restaurants (7.4), shared menus linked per restaurant, and offers (7.7).
CREATE TABLE IF NOT EXISTS restaurants (
  store_id text PRIMARY KEY,
  book_a_table_widget_id text,
  title text NOT NULL,
  city_slug text NOT NULL,
  slug text NOT NULL,
  phone_number text,
  address_line1 text,
  address_line2 text,
  address_city text,
  postcode text,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  booking_provider_url text,
  enable_bookings boolean NOT NULL DEFAULT true,
  hide_restaurant_detail_page boolean NOT NULL DEFAULT false,
  click_collect boolean NOT NULL DEFAULT false,
  is_holiday_park boolean NOT NULL DEFAULT false,
  -- the 21 {day}Open/{day}Close/{day}ClickCollectClose fields, keyed by their spec names
  weekly_hours jsonb NOT NULL DEFAULT '{}'::jsonb,
  special_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
  hero_tiles jsonb NOT NULL DEFAULT '[]'::jsonb,
  about text,
  email text,
  amenities jsonb NOT NULL DEFAULT '[]'::jsonb,
  awards jsonb NOT NULL DEFAULT '[]'::jsonb,
  social_media_items jsonb NOT NULL DEFAULT '[]'::jsonb,
  three_word_address text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS restaurants_city_slug_uq ON restaurants (city_slug, slug);
CREATE UNIQUE INDEX IF NOT EXISTS restaurants_slug_uq ON restaurants (slug);

CREATE TABLE IF NOT EXISTS menus (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text,
  image_url text,
  calorie_statement text,
  sections jsonb NOT NULL DEFAULT '[]'::jsonb,
  dietary_key jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS restaurant_menus (
  store_id text NOT NULL REFERENCES restaurants(store_id) ON DELETE CASCADE,
  menu_id text NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, menu_id)
);
CREATE INDEX IF NOT EXISTS restaurant_menus_menu_idx ON restaurant_menus (menu_id);

CREATE TABLE IF NOT EXISTS offers (
  id text PRIMARY KEY,
  offer_slug text NOT NULL UNIQUE,
  title text NOT NULL,
  description text,
  term_and_conditions text,
  success_button_text text,
  success_button_url text,
  override_success_url boolean,
  validity_text text,
  image text,
  -- true: runs at every restaurant; false: only at the restaurants in restaurant_offers
  all_restaurants boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS restaurant_offers (
  store_id text NOT NULL REFERENCES restaurants(store_id) ON DELETE CASCADE,
  offer_id text NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  PRIMARY KEY (store_id, offer_id)
);
