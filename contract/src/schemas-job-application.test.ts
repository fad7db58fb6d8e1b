import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { examples } from './examples.ts';
import {
  CV_FORMAT_MESSAGE,
  jobApplicationIssues,
  jobApplicationRequest,
  jobHeaderForCategory,
  jobHeaderImage,
} from './schemas/jobs.ts';
import { failures } from './test-fixtures/schemas.fixture.ts';

describe('job application (5.1)', () => {
  const app = examples.jobApplication.body;

  it.each(['Zoë Ní Bhriain', "D'Andrea", 'José María', 'Łucja'])('accepts the name %j', (name) => {
    expect(jobApplicationRequest.parse({ ...app, firstName: name, secondName: name }).firstName).toBe(name);
  });

  it.each(['J0hn', 'Anne-Marie', 'Bob!', '   ', ''])('rejects the first name %j naming firstName', (name) => {
    expect(failures(jobApplicationRequest, { ...app, firstName: name }).join()).toMatch(/^firstName /);
  });

  it.each(['07700900321', '+44 7700 900321', '0161.496.0123', '1234567', '12345678901234567'])(
    'accepts the telephone %j',
    (telephone) => {
      expect(jobApplicationRequest.parse({ ...app, telephone }).telephone).toBe(telephone);
    },
  );

  it.each(['123456', '123456789012345678', ' 07700900321', 'phone me', '07700-900321', '(0161) 4960123'])(
    'rejects the telephone %j',
    (telephone) => {
      expect(failures(jobApplicationRequest, { ...app, telephone }).join()).toMatch(
        /^telephone must be 7 to 17/,
      );
    },
  );

  it('takes a CV named *.pdf or *.docx only, with its own format error', () => {
    const docx = {
      name: 'cv.DOCX',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      content: 'UEsDBBQ=',
    };
    expect(jobApplicationRequest.parse({ ...app, resume: docx }).resume?.name).toBe('cv.DOCX');
    const msgs = failures(jobApplicationRequest, { ...app, resume: { ...docx, name: 'cv.txt' } });
    expect(msgs).toContain(`resume.name: ${CV_FORMAT_MESSAGE}`);
    expect(
      failures(jobApplicationRequest, { ...app, resume: { ...docx, contentType: 'text/plain' } }).join(),
    ).toContain(CV_FORMAT_MESSAGE);
  });

  it('experience: to-date needed unless current, from strictly before to', () => {
    const base = {
      employer: 'Osteria',
      jobTitle: 'Chef',
      fromMonth: 3,
      fromYear: 2021,
      isCurrentRole: false,
    };
    const year = new Date().getFullYear();
    const ok = jobApplicationRequest.parse({ ...app, experience: [{ ...base, toMonth: 4, toYear: 2021 }] });
    expect(ok.experience?.[0]?.toMonth).toBe(4);
    expect(failures(jobApplicationRequest, { ...app, experience: [base] })).toEqual([
      'experience.0.toMonth: toMonth is required',
      'experience.0.toYear: toYear is required',
    ]);
    expect(
      failures(jobApplicationRequest, { ...app, experience: [{ ...base, toMonth: 3, toYear: 2021 }] }),
    ).toEqual(['experience.0.toYear: the from date must be earlier than the to date']);
    expect(
      failures(jobApplicationRequest, {
        ...app,
        experience: [{ ...base, fromYear: year - 41, toMonth: 1, toYear: year }],
      }).join(),
    ).toContain('fromYear must be within the last 40 years');
    expect(
      failures(jobApplicationRequest, {
        ...app,
        experience: [{ ...base, employer: '  ', isCurrentRole: true }],
      }),
    ).toEqual(['experience.0.employer: employer is required']);
    expect(failures(jobApplicationRequest, { ...app, experience: [] }).join()).toContain('experience');
  });

  it('job-dependent rules: CV, experience and mandatory questions', () => {
    const { questions } = endpoints.job.response.parse(examples.job.response).data;
    const parsed = jobApplicationRequest.parse(app);
    expect(
      jobApplicationIssues(parsed, { cvRequired: 'True', workExperienceRequired: 'True', questions }),
    ).toEqual([]);
    const bare = jobApplicationRequest.parse({
      ...app,
      resume: undefined,
      experience: undefined,
      questions: [],
    });
    expect(jobApplicationIssues(bare, { cvRequired: 'False', workExperienceRequired: 'False' })).toEqual([]);
    expect(
      jobApplicationIssues(
        { ...bare, questions: [{ id: 'q-why', answer: { options: [], text: '  ' } }] },
        { cvRequired: 'True', workExperienceRequired: 'True', questions },
      ).map((i) => i.field),
    ).toEqual(['resume', 'experience', 'questions.q-right-to-work', 'questions.q-why']);
  });

  it('maps categories to headers (spec 3)', () => {
    expect(jobHeaderForCategory('Back of House')).toBe('back-of-house');
    expect(jobHeaderForCategory('Front of House')).toBe('front-of-house');
    expect(jobHeaderForCategory('Management')).toBe('management');
    expect(jobHeaderForCategory('Head Office')).toBe('quick-service');
    expect(jobHeaderForCategory(undefined)).toBe('quick-service');
    expect(jobHeaderImage('Management')).toMatch(/^\/images\/jobs\/management\./);
  });
});
