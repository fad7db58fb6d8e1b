-- 0059: whether a contact reason is about one restaurant (a visit, allergens, a delivery), so an enquiry for it
-- must name one; for the others (gift cards, careers, something else) a restaurant is optional. Reasons stored
-- before this keep needing one until their seed or the brand says otherwise.
ALTER TABLE contact_reasons ADD COLUMN IF NOT EXISTS restaurant_required boolean NOT NULL DEFAULT true;
