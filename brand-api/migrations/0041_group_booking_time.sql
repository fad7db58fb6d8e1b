-- 0041: a group-booking enquiry's preferred time, a booking time (HH:mm), like its preferred date optional.
ALTER TABLE contact_enquiries ADD COLUMN IF NOT EXISTS preferred_time text;
