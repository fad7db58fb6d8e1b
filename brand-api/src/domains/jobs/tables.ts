import {
  boolean,
  customType,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * Job openings, their questions, applications and CVs (migration 0020).
 * A foreign key to another domain's table is kept by the SQL migration only: a domain declares its own tables.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

export const jobs = pgTable('jobs', {
  jobId: text('job_id').primaryKey(),
  siteId: text('site_id').notNull(),
  name: text('name').notNull(),
  positionUniqueName: text('position_unique_name').notNull(),
  category: text('category').notNull(),
  jobType: text('job_type').notNull(),
  cvRequired: boolean('cv_required').notNull().default(true),
  workExperienceRequired: boolean('work_experience_required').notNull().default(false),
  storeId: text('store_id'),
  locationName: text('location_name').notNull(),
  postcode: text('postcode'),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  salary: text('salary'),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jobQuestions = pgTable(
  'job_questions',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.id] })],
);

export const jobApplications = pgTable('job_applications', {
  id: text('id').primaryKey(),
  jobId: text('job_id')
    .notNull()
    .references(() => jobs.jobId),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull(),
  firstName: text('first_name').notNull(),
  secondName: text('second_name').notNull(),
  telephone: text('telephone').notNull(),
  experience: jsonb('experience').notNull(),
  answers: jsonb('answers').notNull(),
  sessionId: text('session_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jobApplicationFiles = pgTable('job_application_files', {
  applicationId: text('application_id')
    .primaryKey()
    .references(() => jobApplications.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  /** 0040: the generated name the file is stored under (`name` is the sanitised original). */
  storedName: text('stored_name'),
});
