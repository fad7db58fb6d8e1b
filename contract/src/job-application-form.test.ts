import { describe, expect, it } from 'vitest';
import {
  applicationPayload,
  emptyApplicationForm,
  emptyExperienceRow,
  experienceYears,
  isBlank,
  isExperienceYear,
  isStrictlyBefore,
  APPLICATION_FORM_MESSAGES as M,
} from './schemas/job-application-form.ts';
import { CV_MAX_BYTES, jobApplicationRequest } from './schemas/jobs.ts';
import { issues, job, now, pdf, row, valid } from './test-fixtures/job-application.fixture.ts';

describe('apply-now form (spec 5.1)', () => {
  it('accepts a complete application', () => {
    expect(issues(valid())).toEqual([]);
  });

  it('reports every missing field of an empty form at once', () => {
    expect(issues(emptyApplicationForm(job))).toEqual([
      `firstName: ${M.firstNameRequired}`,
      `secondName: ${M.secondNameRequired}`,
      `email: ${M.emailRequired}`,
      `telephone: ${M.telephoneRequired}`,
      `experience.0.employer: ${M.employerRequired}`,
      `experience.0.jobTitle: ${M.jobTitleRequired}`,
      `experience.0.fromMonth: ${M.fromMonthRequired}`,
      `experience.0.fromYear: ${M.fromYearRequired}`,
      `experience.0.toMonth: ${M.toMonthRequired}`,
      `experience.0.toYear: ${M.toYearRequired}`,
      'answers.q-right-to-work: Answer the question "Do you have the right to work in the UK?"',
      'answers.q-why: Answer the question "Why do you want to join us?"',
      // The CV's check runs with its refusals, after the fields (the error summary puts it in the form's order).
      `cv: ${M.cvRequired}`,
    ]);
  });

  describe('names: letters (accented too), spaces and apostrophes; required', () => {
    it.each(['Zoë', 'José María', "O'Neil", 'Ní Bhriain', 'Łucja', 'O’Brien'])('accepts %j', (name) => {
      expect(issues(valid({ firstName: name, secondName: name }))).toEqual([]);
    });
    it.each(['J0hn', 'Anne-Marie', 'Bob!', 'a.b'])('refuses %j with the format message', (name) => {
      expect(issues(valid({ firstName: name, secondName: name }))).toEqual([
        `firstName: ${M.firstNameFormat}`,
        `secondName: ${M.secondNameFormat}`,
      ]);
    });
    it.each(['', '   ', '\t'])('refuses blank %j as missing', (name) => {
      expect(issues(valid({ firstName: name, secondName: name }))).toEqual([
        `firstName: ${M.firstNameRequired}`,
        `secondName: ${M.secondNameRequired}`,
      ]);
    });
  });

  describe('email: required, looks like an address', () => {
    it('refuses blank and malformed addresses with their own messages', () => {
      expect(issues(valid({ email: '  ' }))).toEqual([`email: ${M.emailRequired}`]);
      expect(issues(valid({ email: 'zoe@' }))).toEqual([`email: ${M.emailFormat}`]);
      expect(issues(valid({ email: 'zoe example.com' }))).toEqual([`email: ${M.emailFormat}`]);
    });
  });

  describe('telephone: digit-led, 7 to 17 characters, optional plus, dots and spaces', () => {
    it.each([
      ['1234567', '7 characters'],
      ['12345678901234567', '17 characters'],
      ['+123456', 'plus and 6 digits (7 characters)'],
      ['0113.496 0000', 'dots and spaces'],
      [' 1234567', 'a leading space (trimmed, as it is sent)'],
    ])('accepts %j (%s)', (telephone) => {
      expect(issues(valid({ telephone }))).toEqual([]);
    });
    it.each([
      ['123456', '6 characters'],
      ['123456789012345678', '18 characters'],
      ['1 2 3 4', 'under 7 characters once its spaces are removed'],
      ['.1234567', 'a leading dot'],
      ['07700-900321', 'a dash'],
      ['+', 'a plus only'],
      ['0161 496 0123 ext 2', 'letters'],
    ])('refuses %j (%s)', (telephone) => {
      expect(issues(valid({ telephone }))).toEqual([`telephone: ${M.telephoneFormat}`]);
    });
    it('refuses a blank one as missing', () => {
      expect(issues(valid({ telephone: '   ' }))).toEqual([`telephone: ${M.telephoneRequired}`]);
    });
  });

  describe('CV: required unless cvRequired is False; *.pdf or *.docx with a separate format error', () => {
    it('is required when the job says True', () => {
      expect(issues(valid({ cv: [] }))).toEqual([`cv: ${M.cvRequired}`]);
    });
    it('is optional when the job says False', () => {
      expect(issues(valid({ cv: [] }), { ...job, cvRequired: 'False' })).toEqual([]);
    });
    it.each(['cv.PDF', 'cv.docx', 'my.cv.Docx'])('accepts %j', (name) => {
      expect(issues(valid({ cv: [{ ...pdf, name }] }))).toEqual([]);
    });
    it.each(['cv.doc', 'cv.txt', 'cv.pdf.exe', 'cv'])('refuses %j with the format error', (name) => {
      expect(issues(valid({ cv: [{ ...pdf, name }] }))).toEqual([`cv: ${M.cvFormat}`]);
    });
    it('refuses a file over the size limit', () => {
      expect(issues(valid({ cv: [{ ...pdf, size: CV_MAX_BYTES }] }))).toEqual([]);
      expect(issues(valid({ cv: [{ ...pdf, size: CV_MAX_BYTES + 1 }] }))).toEqual([`cv: ${M.cvTooLarge}`]);
    });
    it('is refused, naming the file, while the upload area refused the last choice', () => {
      const refused = ['The file "cv.exe" must be a PDF or DOCX'];
      // Nothing chosen, or the earlier file kept: the refusal is the CV's error, not "Upload your CV".
      expect(issues(valid({ cv: [], refusedCv: refused }))).toEqual([`cv: ${refused[0]}`]);
      expect(issues(valid({ refusedCv: refused }))).toEqual([`cv: ${refused[0]}`]);
      expect(issues(valid({ cv: [], refusedCv: refused }), { ...job, cvRequired: 'False' })).toEqual([
        `cv: ${refused[0]}`,
      ]);
    });
  });

  describe('work experience (when workExperienceRequired is True)', () => {
    it('needs employer, job title, from-month and from-year; blank means spaces only', () => {
      expect(
        issues(valid({ experience: [{ ...emptyExperienceRow(), employer: '  ', isCurrentRole: true }] })),
      ).toEqual([
        `experience.0.employer: ${M.employerRequired}`,
        `experience.0.jobTitle: ${M.jobTitleRequired}`,
        `experience.0.fromMonth: ${M.fromMonthRequired}`,
        `experience.0.fromYear: ${M.fromYearRequired}`,
      ]);
    });
    it('needs the to-date unless it is the current role', () => {
      expect(issues(valid({ experience: [row({})] }))).toEqual([
        `experience.0.toMonth: ${M.toMonthRequired}`,
        `experience.0.toYear: ${M.toYearRequired}`,
      ]);
      expect(issues(valid({ experience: [row({ isCurrentRole: true })] }))).toEqual([]);
    });
    it('needs the from-date strictly earlier than the to-date', () => {
      expect(issues(valid({ experience: [row({ toMonth: '4', toYear: '2021' })] }))).toEqual([]);
      expect(issues(valid({ experience: [row({ toMonth: '3', toYear: '2021' })] }))).toEqual([
        `experience.0.toYear: ${M.dateOrder}`,
      ]);
      expect(issues(valid({ experience: [row({ toMonth: '12', toYear: '2020' })] }))).toEqual([
        `experience.0.toYear: ${M.dateOrder}`,
      ]);
    });
    it('takes years from 40 years ago to the current year, both included', () => {
      expect(
        issues(valid({ experience: [row({ fromYear: '1986', toMonth: '1', toYear: '2026' })] })),
      ).toEqual([]);
      expect(
        issues(valid({ experience: [row({ fromYear: '1985', toMonth: '1', toYear: '2026' })] })),
      ).toEqual([`experience.0.fromYear: ${M.yearRange}`]);
      expect(
        issues(valid({ experience: [row({ fromYear: '2020', toMonth: '1', toYear: '2027' })] })),
      ).toEqual([`experience.0.toYear: ${M.yearRange}`]);
      expect(experienceYears(now)).toHaveLength(41);
      expect(experienceYears(now)[0]).toBe(2026);
      expect(experienceYears(now).at(-1)).toBe(1986);
      expect([isExperienceYear(1986, now), isExperienceYear(2026, now)]).toEqual([true, true]);
      expect([isExperienceYear(1985, now), isExperienceYear(2027, now)]).toEqual([false, false]);
    });
    it('checks every row, and none when the job does not ask for experience', () => {
      expect(issues(valid({ experience: [row({ isCurrentRole: true }), row({ employer: '' })] }))).toEqual([
        `experience.1.employer: ${M.employerRequired}`,
        `experience.1.toMonth: ${M.toMonthRequired}`,
        `experience.1.toYear: ${M.toYearRequired}`,
      ]);
      expect(issues(valid({ experience: [] }), { ...job, workExperienceRequired: 'False' })).toEqual([]);
    });
  });

  describe('mandatory questions: TEXT non-blank, the others at least one option', () => {
    it('refuses an unanswered mandatory YES_NO and a TEXT answer of spaces', () => {
      expect(
        issues(
          valid({
            answers: {
              'q-right-to-work': { options: [], text: '' },
              'q-shifts': { options: [], text: '' },
              'q-why': { options: [], text: '   ' },
            },
          }),
        ),
      ).toEqual([
        'answers.q-right-to-work: Answer the question "Do you have the right to work in the UK?"',
        'answers.q-why: Answer the question "Why do you want to join us?"',
      ]);
    });
    it.each(['SINGLE_CHOICE', 'MULTIPLE_CHOICE'] as const)('needs one option of a mandatory %s', (type) => {
      const rules = { ...job, questions: [{ id: 'q', type, is_mandatory: true, options: ['A', 'B'] }] };
      expect(issues(valid({ answers: { q: { options: [], text: '' } } }), rules)).toEqual([
        `answers.q: ${M.questionRequired}`,
      ]);
      expect(issues(valid({ answers: { q: { options: ['B'], text: '' } } }), rules)).toEqual([]);
    });
  });

  it('blank means whitespace only', () => {
    expect([isBlank(''), isBlank('  \t\n'), isBlank(' a '), isBlank(undefined)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect([isStrictlyBefore(2020, 5, 2020, 5), isStrictlyBefore(2020, 5, 2020, 6)]).toEqual([false, true]);
  });

  it('builds the request the brand API accepts: resume and experience only when the job asks', () => {
    const resume = { name: pdf.name, contentType: 'application/pdf' as const, content: 'JVBERi0=' };
    const body = applicationPayload(valid(), job, resume);
    expect(jobApplicationRequest.parse(body)).toMatchObject({
      firstName: 'Zoë',
      resume,
      experience: [{ fromMonth: 3, fromYear: 2021, toMonth: null, toYear: null, isCurrentRole: true }],
      questions: [
        { id: 'q-right-to-work', answer: { options: ['Yes'], text: '' } },
        { id: 'q-why', answer: { options: [], text: 'Pasta.' } },
      ],
    });
    const bare = applicationPayload(
      valid(),
      { ...job, cvRequired: 'False', workExperienceRequired: 'False' },
      resume,
    );
    expect(bare.resume).toBeUndefined();
    expect(bare.experience).toBeUndefined();
  });

  it('starts empty, with one experience row when the job asks for experience', () => {
    const empty = emptyApplicationForm(job);
    expect(empty.experience).toEqual([emptyExperienceRow()]);
    expect(Object.keys(empty.answers)).toEqual(['q-right-to-work', 'q-shifts', 'q-why']);
    expect(emptyApplicationForm({ ...job, workExperienceRequired: 'False' }).experience).toEqual([]);
  });
});
