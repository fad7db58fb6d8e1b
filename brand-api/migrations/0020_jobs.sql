-- 0020: jobs (7.6): the openings, their screening questions, and the applications with their CVs.
CREATE TABLE IF NOT EXISTS jobs (
  job_id text PRIMARY KEY,
  site_id text NOT NULL,
  name text NOT NULL,
  position_unique_name text NOT NULL,
  category text NOT NULL,
  job_type text NOT NULL,
  cv_required boolean NOT NULL DEFAULT true,
  work_experience_required boolean NOT NULL DEFAULT false,
  -- a restaurant's job carries its store id; a head-office job has none
  store_id text REFERENCES restaurants (store_id),
  location_name text NOT NULL,
  postcode text,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  salary text,
  description text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS jobs_position_unique_name_uq ON jobs (position_unique_name);
CREATE INDEX IF NOT EXISTS jobs_site_idx ON jobs (site_id, position);

CREATE TABLE IF NOT EXISTS job_questions (
  job_id text NOT NULL REFERENCES jobs (job_id) ON DELETE CASCADE,
  id text NOT NULL,
  position integer NOT NULL,
  type text NOT NULL CHECK (type IN ('YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT')),
  is_mandatory boolean NOT NULL DEFAULT false,
  question text NOT NULL,
  options jsonb NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY (job_id, id)
);

CREATE TABLE IF NOT EXISTS job_applications (
  id text PRIMARY KEY,
  job_id text NOT NULL REFERENCES jobs (job_id),
  email text NOT NULL,
  -- the e-mail as compared for duplicates (trimmed, lower case): one application per person and job
  email_key text NOT NULL,
  first_name text NOT NULL,
  second_name text NOT NULL,
  telephone text NOT NULL,
  experience jsonb NOT NULL DEFAULT '[]'::jsonb,
  answers jsonb NOT NULL DEFAULT '[]'::jsonb,
  session_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS job_applications_job_email_uq ON job_applications (job_id, email_key);

-- The CV, written in the same transaction as its application.
CREATE TABLE IF NOT EXISTS job_application_files (
  application_id text PRIMARY KEY REFERENCES job_applications (id) ON DELETE CASCADE,
  name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  content bytea NOT NULL
);
