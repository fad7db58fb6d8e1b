-- 0070: what a booking menu says about pre-orders (docs/preorders.md): the dish menu a pre-order chooses from, the
-- children's dish menu, whether the menu asks for a pre-order whatever the party's size, and the hours before dining
-- its pre-order closes (the contract's PREORDER_DEFAULT_CUTOFF_HOURS unless set).
ALTER TABLE booking_menus ADD COLUMN IF NOT EXISTS preorder_menu_id text REFERENCES menus(id);
ALTER TABLE booking_menus ADD COLUMN IF NOT EXISTS children_menu_id text REFERENCES menus(id);
ALTER TABLE booking_menus ADD COLUMN IF NOT EXISTS requires_preorder boolean NOT NULL DEFAULT false;
ALTER TABLE booking_menus ADD COLUMN IF NOT EXISTS preorder_cutoff_hours integer NOT NULL DEFAULT 48
  CHECK (preorder_cutoff_hours BETWEEN 0 AND 720);
