import { JOBS_SITE_ID, type QuestionType } from '@fittizia/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../shared/database.ts';
import { excludedSet } from '../../shared/upsert.ts';
import { seedRestaurants } from '../restaurants/seed/estate.ts';
import { jobQuestions, jobs } from './tables.ts';

/** The fictional head office (spec 3: "anything else, including Head Office, becomes quick-service"). */
export const HEAD_OFFICE = {
  name: 'Fittizia Trattoria Head Office',
  postcode: 'M2 3AW',
  lat: 53.4795,
  lng: -2.2451,
};

export interface SeedQuestion {
  id: string;
  type: QuestionType;
  isMandatory: boolean;
  question: string;
  options: string[];
}

const Q: Record<string, SeedQuestion> = {
  rightToWork: {
    id: 'q-right-to-work',
    type: 'YES_NO',
    isMandatory: true,
    question: 'Do you have the right to work in the UK?',
    options: ['Yes', 'No'],
  },
  over18: {
    id: 'q-over-18',
    type: 'YES_NO',
    isMandatory: false,
    question: 'Are you 18 or over?',
    options: ['Yes', 'No'],
  },
  hours: {
    id: 'q-hours',
    type: 'SINGLE_CHOICE',
    isMandatory: true,
    question: 'How many hours a week would you like?',
    options: ['Up to 16', '16 to 30', 'More than 30'],
  },
  start: {
    id: 'q-start',
    type: 'SINGLE_CHOICE',
    isMandatory: false,
    question: 'When could you start?',
    options: ['Straight away', 'Within a month', 'Later'],
  },
  shifts: {
    id: 'q-shifts',
    type: 'MULTIPLE_CHOICE',
    isMandatory: true,
    question: 'Which shifts can you work?',
    options: ['Weekday lunch', 'Weekday evening', 'Weekends'],
  },
  skills: {
    id: 'q-skills',
    type: 'MULTIPLE_CHOICE',
    isMandatory: false,
    question: 'Which of these have you done before?',
    options: ['Pizza oven', 'Fresh pasta', 'Cocktails', 'Barista coffee'],
  },
  why: {
    id: 'q-why',
    type: 'TEXT',
    isMandatory: true,
    question: 'Why do you want to join us?',
    options: [],
  },
  more: {
    id: 'q-more',
    type: 'TEXT',
    isMandatory: false,
    question: 'Anything else you would like us to know?',
    options: [],
  },
};

/**
 * One line per opening. Columns: jobId | storeId or HQ | name | category | job type | CV | experience |
 * questions | salary. CV and experience are Y/N (the API answers the strings True or False); questions are
 * the keys of Q, comma-separated.
 */
const JOB_LINES = `
JOB-3001|1057|Waiter / Waitress|Front of House|part time|Y|Y|rightToWork,hours,shifts,why,more|£11.44 an hour plus tips
JOB-3002|1057|Pizza Chef|Back of House|full Time|Y|Y|rightToWork,skills,why|£27,500 a year
JOB-3003|1058|Bartender|Front of House|part time|N|N|over18,start|£11.44 an hour plus tips
JOB-3004|1058|Kitchen Porter|Back of House|part time|N|Y|rightToWork,shifts|£11.44 an hour
JOB-3005|1058|General Manager|Management|full Time|Y|Y|rightToWork,start,why|£48,000 a year plus bonus
JOB-3006|1042|Sous Chef|Back of House|full Time|Y|Y|rightToWork,skills,why|£34,000 a year
JOB-3007|1043|Host|Front of House|part time|Y|N|hours,more|£11.44 an hour plus tips
JOB-3008|1049|Head Chef|Back of House|full Time|Y|Y|rightToWork,why|£40,000 a year
JOB-3009|1050|Food Runner|Front of House|part time|N|N|over18|£11.44 an hour plus tips
JOB-3010|1018|Bar Supervisor|Front of House|full Time|Y|N|rightToWork,start|£26,000 a year
JOB-3011|1001|Assistant General Manager|Management|full Time|Y|Y|rightToWork,why|£42,000 a year
JOB-3012|1020|Commis Chef|Back of House|full Time|N|Y|skills|£24,500 a year
JOB-3013|1030|Barista|Front of House|part time|N|N||£11.44 an hour
JOB-3014|1035|Kitchen Assistant|Back of House|part time|N|N|shifts|£11.44 an hour
JOB-3015|1024|Chef de Partie|Back of House|full Time|Y|Y|rightToWork,hours,skills,why|£29,000 a year
JOB-3016|HQ|Area Manager|Management|full Time|Y|Y|rightToWork,why,more|£58,000 a year plus car
JOB-3017|HQ|Payroll Administrator|Head Office|full Time|Y|N|rightToWork,start|£30,000 a year
JOB-3018|HQ|Marketing Assistant|Head Office|part time|Y|Y|why|£14.50 an hour
`;

const DESCRIPTIONS: Record<string, string> = {
  'Back of House':
    'Cook fresh Italian food in an open kitchen: pizza dough made every morning, pasta made by hand and sauces from scratch. Full training, free meals on shift and a share of the tips.',
  'Front of House':
    'Look after our guests from the first hello to the last espresso. We train you on our menu and wines, give you free meals on shift, a share of the tips and flexible rotas.',
  Management:
    'Lead a team that loves food and people: run the restaurant day to day, coach your managers and grow the business. Bonus scheme, 28 days holiday and a dining allowance.',
  'Head Office':
    'Work with the teams behind our restaurants at our Manchester head office: hybrid working, 28 days holiday and a dining allowance.',
};

export interface SeedJob {
  row: typeof jobs.$inferInsert;
  questions: SeedQuestion[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The seeded openings, with the restaurants' names and coordinates. */
export function seedJobs(): SeedJob[] {
  const estate = new Map(seedRestaurants().map(({ restaurant: r }) => [String(r.storeId), r]));
  return JOB_LINES.trim()
    .split('\n')
    .map((line, position) => {
      const [jobId, where, name, category, jobType, cv, exp, questions, salary] = line.split('|') as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const store = where === 'HQ' ? undefined : estate.get(where);
      if (where !== 'HQ' && !store) throw new Error(`Seed job ${jobId}: no restaurant ${where}`);
      const locationName = store ? store.title : HEAD_OFFICE.name;
      return {
        row: {
          jobId,
          siteId: JOBS_SITE_ID,
          name,
          positionUniqueName: slug(`${name} ${store ? `${store.city} ${store.slug}` : 'head office'}`),
          category,
          jobType,
          cvRequired: cv === 'Y',
          workExperienceRequired: exp === 'Y',
          storeId: store ? String(store.storeId) : null,
          locationName,
          postcode: store?.postcode ?? HEAD_OFFICE.postcode,
          lat: store ? (store.lat as number) : HEAD_OFFICE.lat,
          lng: store ? (store.lng as number) : HEAD_OFFICE.lng,
          salary,
          description: DESCRIPTIONS[category] ?? '',
          position,
        },
        questions: questions
          .split(',')
          .filter(Boolean)
          .map((key) => {
            const q = Q[key];
            if (!q) throw new Error(`Seed job ${jobId}: no question ${key}`);
            return q;
          }),
      };
    });
}

/** Writes the openings and their questions. Idempotent: rows are upserted and each job's questions replaced. */
export async function seedJobOpenings(database: Database): Promise<void> {
  const all = seedJobs();
  await database.db.transaction(async (tx) => {
    await tx
      .insert(jobs)
      .values(all.map((j) => j.row))
      .onConflictDoUpdate({ target: jobs.jobId, set: excludedSet(jobs, ['jobId']) });
    for (const { row, questions } of all) {
      const ids = questions.map((q) => q.id);
      await tx
        .delete(jobQuestions)
        .where(
          ids.length
            ? and(eq(jobQuestions.jobId, row.jobId), notInArray(jobQuestions.id, ids))
            : eq(jobQuestions.jobId, row.jobId),
        );
      if (questions.length === 0) continue;
      await tx
        .insert(jobQuestions)
        .values(questions.map((q, position) => ({ jobId: row.jobId, position, ...q })))
        .onConflictDoUpdate({
          target: [jobQuestions.jobId, jobQuestions.id],
          set: excludedSet(jobQuestions, ['jobId', 'id']),
        });
    }
  });
}
