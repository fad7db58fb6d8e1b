import {
  bookingErrorMessage,
  CV_FORMAT_MESSAGE,
  CV_MAX_BYTES,
  JOB_TITLE_GROUP_JOBS,
  JOB_TITLE_GROUPS,
  JOBS_SITE_ID,
  type JobApplicationInput,
  jobApplicationResponse,
  jobLocationsResponse,
  jobResponse,
  jobsResponse,
  jobTitleGroupOf,
  QUESTION_TYPES,
  ZIP_REFUSED_MESSAGES,
} from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { seedJobs } from '../src/domains/jobs/seed.ts';
import { APPLICATION_RECEIVED_MESSAGE } from '../src/domains/jobs/service.ts';
import { seed } from '../src/seed.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import { docxBytes, pdfBytes, zipBombDocx } from './cv-fixtures.ts';
import { describeOnEachDatabase } from './harness.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('seeded job openings (no h.database)', () => {
  const all = seedJobs();

  it('cover every category, both job types, every title group and every CV/experience combination', () => {
    const categories = new Set(all.map((j) => j.row.category));
    expect([...categories].sort()).toEqual(['Back of House', 'Front of House', 'Head Office', 'Management']);
    expect(new Set(all.map((j) => j.row.jobType))).toEqual(new Set(['part time', 'full Time']));
    const groups = new Set(all.map((j) => jobTitleGroupOf(j.row.name)));
    for (const group of JOB_TITLE_GROUPS) expect(groups).toContain(group);
    const combos = new Set(all.map((j) => `${j.row.cvRequired}/${j.row.workExperienceRequired}`));
    expect(combos).toEqual(new Set(['true/true', 'true/false', 'false/true', 'false/false']));
    expect(all.some((j) => j.row.storeId === null)).toBe(true);
  });

  it('ask questions of all four types, some mandatory and some not', () => {
    const questions = all.flatMap((j) => j.questions);
    for (const type of QUESTION_TYPES) {
      expect(questions.some((q) => q.type === type && q.isMandatory)).toBe(true);
      expect(questions.some((q) => q.type === type && !q.isMandatory)).toBe(true);
    }
    expect(all.some((j) => j.questions.length === 0)).toBe(true);
  });

  it('use only job names of the title groups, apart from head-office roles', () => {
    for (const { row } of all) {
      if (row.category === 'Head Office') continue;
      expect(Object.values(JOB_TITLE_GROUP_JOBS).flat()).toContain(row.name);
    }
  });
});

describeOnEachDatabase('jobs', {}, (h) => {
  const rows = <T>(text: string) => h.rows<T>(text);
  const count = (table: string) => h.count(table);
  const headers = () => ({
    brandKey: DEMO_BRAND_KEY,
    authorization: h.auth.authorization as string,
    'content-type': 'application/json',
    sessionId: 'test-session',
  });
  const get = (path: string) => h.app.request(path, { headers: headers() });
  const apply = (body: unknown) =>
    h.app.request('/api/jobs/application', {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(body),
    });

  const pdf = pdfBytes();
  const refused = (over: Partial<JobApplicationInput> = {}) =>
    application({ email: 'refused@example.com', ...over });
  const application = (over: Partial<JobApplicationInput> = {}): JobApplicationInput => ({
    email: 'giulia.rossi@example.com',
    firstName: 'Giulia',
    secondName: "Ní Bhriain O'Rossi",
    telephone: '+44 7700 900 321',
    jobId: 'JOB-3001',
    resume: { name: 'Giulia CV.pdf', contentType: 'application/pdf', content: pdf.toString('base64') },
    experience: [
      {
        employer: 'Osteria del Ponte',
        jobTitle: 'Waitress',
        fromMonth: 3,
        fromYear: 2019,
        toMonth: 8,
        toYear: 2021,
        isCurrentRole: false,
      },
      {
        employer: 'Caffè Nero Bianco',
        jobTitle: 'Head Waitress',
        fromMonth: 9,
        fromYear: 2021,
        toMonth: null,
        toYear: null,
        isCurrentRole: true,
      },
    ],
    questions: [
      { id: 'q-right-to-work', answer: { options: ['Yes'], text: '' } },
      { id: 'q-hours', answer: { options: ['16 to 30'], text: '' } },
      { id: 'q-shifts', answer: { options: ['Weekday evening', 'Weekends'], text: '' } },
      { id: 'q-why', answer: { options: [], text: 'I love busy Friday nights.' } },
    ],
    ...over,
  });
  const expectRefused = async (res: Response, code: number, fragment?: string) => {
    const body = (await res.json()) as { message: string; code?: number };
    expect(body.code).toBe(code);
    if (code === 15) {
      expect(res.status).toBe(400);
      expect(body.message).toMatch(/^err=15: /);
    }
    if (fragment) expect(body.message).toContain(fragment);
    return body;
  };

  it('seeds the openings and questions, and seeding again changes no counts', async () => {
    const before = [await count('jobs'), await count('job_questions')];
    expect(before[0]).toBe(seedJobs().length);
    await seed(h.database);
    expect([await count('jobs'), await count('job_questions')]).toEqual(before);
  });

  it('GET /api/jobs with no query: the default site\'s openings, not 400 "query: Required"', async () => {
    const res = await get('/api/jobs');
    expect(res.status).toBe(200);
    expect(jobsResponse.parse(await res.json()).data.jobs).toHaveLength(seedJobs().length);
  });

  it('GET api/jobs lists the site’s openings with header images and True/False strings', async () => {
    const res = await get(`/api/jobs?siteId=${JOBS_SITE_ID}`);
    expect(res.status).toBe(200);
    const { jobs } = jobsResponse.parse(await res.json()).data;
    expect(jobs).toHaveLength(seedJobs().length);
    const leeds = jobs.find((j) => j.jobId === 'JOB-3001');
    expect(leeds).toMatchObject({
      name: 'Waiter / Waitress',
      category: 'Front of House',
      headerImage: '/images/jobs/front-of-house.svg',
      jobType: 'part time',
      cvRequired: 'True',
      workExperienceRequired: 'True',
      restaurantName: expect.stringContaining('Briggate'),
    });
    expect(jobs.find((j) => j.category === 'Head Office')?.headerImage).toBe(
      '/images/jobs/quick-service.svg',
    );
    // Another site has no openings here.
    expect(jobsResponse.parse(await (await get('/api/jobs?siteId=other')).json()).data.jobs).toEqual([]);
  });

  it('GET api/jobs/{jobId} answers the job with its category and questions, 404 for an unknown one', async () => {
    const res = await get('/api/jobs/JOB-3001');
    expect(res.status).toBe(200);
    const job = jobResponse.parse(await res.json()).data;
    expect(job.category).toBe('Front of House');
    expect(job.questions.map((q) => q.type)).toEqual([
      'YES_NO',
      'SINGLE_CHOICE',
      'MULTIPLE_CHOICE',
      'TEXT',
      'TEXT',
    ]);
    expect(job.questions.filter((q) => q.is_mandatory).map((q) => q.id)).toEqual([
      'q-right-to-work',
      'q-hours',
      'q-shifts',
      'q-why',
    ]);
    const missing = await get('/api/jobs/JOB-0000');
    expect(missing.status).toBe(404);
    await expectRefused(missing, 12);
  });

  it('api/jobs/locations answers from the UK geodata, without the brand token', async () => {
    const res = await h.app.request('/api/jobs/locations?query=Leeds&sessionKey=abc');
    expect(res.status).toBe(200);
    const list = jobLocationsResponse.parse(await res.json());
    expect(list[0]?.name).toMatch(/^Leeds\b/);
    expect(list[0]?.geometry.location.lat).toBeCloseTo(53.8, 1);
    expect(list[0]?.geometry.location.lng).toBeCloseTo(-1.55, 1);
    const postcode = jobLocationsResponse.parse(
      await (await get('/api/jobs/locations?query=ls1%206')).json(),
    );
    expect(postcode[0]?.name).toBe('LS1 6');
    expect(jobLocationsResponse.parse(await (await get('/api/jobs/locations?query=%25%25')).json())).toEqual(
      [],
    );
    expect((await get('/api/jobs/locations')).status).toBe(400);
  });

  it('stores an application and its CV in one go', async () => {
    const res = await apply(application());
    expect(res.status).toBe(200);
    expect(jobApplicationResponse.parse(await res.json()).data).toEqual({
      success: true,
      message: APPLICATION_RECEIVED_MESSAGE,
    });
    const [stored] = await rows<{
      id: string;
      experience: unknown[];
      answers: unknown[];
      session_id: string;
    }>("SELECT * FROM job_applications WHERE job_id = 'JOB-3001' AND email_key = 'giulia.rossi@example.com'");
    expect(stored?.experience).toHaveLength(2);
    expect(stored?.answers).toHaveLength(4);
    expect(stored?.session_id).toBe('test-session');
    const [file] = await rows<{ name: string; size: number; content: Uint8Array }>(
      `SELECT name, size, content FROM job_application_files WHERE application_id = '${stored?.id}'`,
    );
    expect(file?.name).toBe('Giulia CV.pdf');
    expect(file?.size).toBe(pdf.length);
    expect(Buffer.from(file?.content ?? []).equals(pdf)).toBe(true);
    // The applicant's acknowledgement is in the mail outbox, addressed to them.
    const [mail] = await rows<{ kind: string; to_address: string; subject: string }>(
      "SELECT * FROM mail_outbox WHERE kind = 'job-application' ORDER BY created_at DESC LIMIT 1",
    );
    expect(mail?.subject).toMatch(/^We have your application: /);
    expect(JSON.stringify(mail)).toContain('giulia.rossi@example.com');
  });

  it('refuses a second application to the same job by the same e-mail (code 14), in any case', async () => {
    const before = await count('job_applications');
    const res = await apply(application({ email: 'Giulia.Rossi@Example.COM' }));
    expect(res.status).toBe(409);
    await expectRefused(res, 14, bookingErrorMessage(14));
    expect(await count('job_applications')).toBe(before);
    // Another job is a new application.
    const other = await apply(
      application({ jobId: 'JOB-3013', resume: undefined, experience: undefined, questions: [] }),
    );
    expect(other.status).toBe(200);
  });

  it('takes a real DOCX', async () => {
    const res = await apply(
      application({
        email: 'docx@example.com',
        resume: { name: 'cv.docx', contentType: DOCX, content: docxBytes().toString('base64') },
      }),
    );
    expect(res.status).toBe(200);
  });

  describe('refuses with err=15 and stores nothing', () => {
    const cases: [string, () => unknown, string][] = [
      ['a name with digits', () => refused({ firstName: 'G1ulia' }), 'firstName'],
      ['a blank second name', () => refused({ secondName: '   ' }), 'secondName'],
      ['a bad e-mail', () => application({ email: 'giulia@' }), 'email'],
      ['a six-character telephone', () => refused({ telephone: '123456' }), 'telephone'],
      ['an 18-character telephone', () => refused({ telephone: '123456789012345678' }), 'telephone'],
      ['no CV when required', () => refused({ resume: undefined }), 'resume is required'],
      ['no experience when required', () => refused({ experience: undefined }), 'experience is required'],
      [
        'a to-date equal to the from-date',
        () =>
          refused({
            experience: [
              {
                employer: 'A',
                jobTitle: 'B',
                fromMonth: 5,
                fromYear: 2020,
                toMonth: 5,
                toYear: 2020,
                isCurrentRole: false,
              },
            ],
          }),
        'from date must be earlier',
      ],
      [
        'a blank mandatory TEXT answer',
        () =>
          refused({
            questions: application().questions?.map((q) =>
              q.id === 'q-why' ? { id: q.id, answer: { options: [], text: '   ' } } : q,
            ),
          }),
        'questions.q-why',
      ],
      [
        'an option the question does not offer',
        () =>
          refused({
            questions: application().questions?.map((q) =>
              q.id === 'q-hours' ? { id: q.id, answer: { options: ['Forty'], text: '' } } : q,
            ),
          }),
        'questions.q-hours',
      ],
      [
        'two options for a YES_NO question',
        () =>
          refused({
            questions: application().questions?.map((q) =>
              q.id === 'q-right-to-work' ? { id: q.id, answer: { options: ['Yes', 'No'], text: '' } } : q,
            ),
          }),
        'choose one option',
      ],
      ['an unknown job', () => refused({ jobId: 'JOB-0000' }), 'jobId'],
      [
        'a text file renamed .pdf',
        () =>
          refused({
            resume: {
              name: 'cv.pdf',
              contentType: 'application/pdf',
              content: Buffer.from('not a pdf at all').toString('base64'),
            },
          }),
        CV_FORMAT_MESSAGE,
      ],
      [
        'a PDF named .docx',
        () => refused({ resume: { name: 'cv.docx', contentType: DOCX, content: pdf.toString('base64') } }),
        CV_FORMAT_MESSAGE,
      ],
      [
        'a ZIP that is not a Word document',
        () =>
          refused({
            resume: {
              name: 'cv.docx',
              contentType: DOCX,
              content: Buffer.from('PK\u0003\u0004 rest').toString('base64'),
            },
          }),
        CV_FORMAT_MESSAGE,
      ],
      [
        'a CV over 5 MB',
        () =>
          refused({
            resume: {
              name: 'cv.pdf',
              contentType: 'application/pdf',
              content: Buffer.concat([pdf, Buffer.alloc(CV_MAX_BYTES)]).toString('base64'),
            },
          }),
        'at most 5 MB',
      ],
      [
        'a .txt name',
        () => refused({ resume: { name: 'cv.txt', contentType: 'application/pdf', content: 'QQ==' } }),
        CV_FORMAT_MESSAGE,
      ],
      [
        'uploads: a zip-bomb CV (.docx unpacking to 80 MB)',
        () =>
          refused({
            resume: { name: 'cv.docx', contentType: DOCX, content: zipBombDocx().toString('base64') },
          }),
        `resume ${ZIP_REFUSED_MESSAGES.tooLarge}`,
      ],
      ['an unknown field', () => ({ ...application(), extra: 1 }), 'unknown field'],
    ];
    it.each(cases)('%s', async (_name, body, fragment) => {
      const before = [await count('job_applications'), await count('job_application_files')];
      const res = await apply(body());
      await expectRefused(res, 15, fragment);
      expect([await count('job_applications'), await count('job_application_files')]).toEqual(before);
    });
  });

  it('mounts the test-only reads only when asked for', async () => {
    expect((await h.app.request('/test/job-applications?email=giulia.rossi@example.com')).status).toBe(404);
    const withReads = h.createApp({ testReads: true });
    const res = await withReads.request('/test/job-applications?email=Giulia.Rossi@example.com');
    const rows = (await res.json()) as {
      jobId: string;
      fileName: string | null;
      fileSize: number | null;
    }[];
    expect(rows.map((r) => [r.jobId, r.fileName, r.fileSize])).toEqual([
      ['JOB-3001', 'Giulia CV.pdf', pdf.length],
      ['JOB-3013', null, null],
    ]);
  });

  it('writes nothing when storing the CV fails half-way', async () => {
    await h.database.exec(`
        CREATE OR REPLACE FUNCTION refuse_cv() RETURNS trigger AS $$
        BEGIN
          IF NEW.name = 'explode.pdf' THEN RAISE EXCEPTION 'disk full'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql;
        CREATE TRIGGER refuse_cv BEFORE INSERT ON job_application_files FOR EACH ROW EXECUTE FUNCTION refuse_cv();
      `);
    try {
      const before = await count('job_applications');
      const res = await apply(
        application({
          email: 'halfway@example.com',
          resume: { name: 'explode.pdf', contentType: 'application/pdf', content: pdf.toString('base64') },
        }),
      );
      expect(res.status).toBe(500);
      expect(await count('job_applications')).toBe(before);
    } finally {
      await h.database.exec('DROP TRIGGER refuse_cv ON job_application_files; DROP FUNCTION refuse_cv();');
    }
  });
});
