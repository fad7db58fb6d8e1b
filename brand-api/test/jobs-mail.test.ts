import { describe, expect, it } from 'vitest';
import { applicationAcknowledgement } from '../src/domains/jobs/emails.ts';

describe('application acknowledgement e-mail', () => {
  const application = {
    email: 'chiara@example.com',
    firstName: 'Chiara',
    jobName: 'Waiter / Waitress',
    locationName: 'Briggate',
  };

  it('is addressed to the applicant and names the job and its place', () => {
    const mail = applicationAcknowledgement(application, 'Fittizia Trattoria');
    expect(mail.to).toBe('chiara@example.com');
    expect(mail.subject).toBe('We have your application: Waiter / Waitress at Briggate');
    expect(mail.text).toContain('Hello Chiara,');
    expect(mail.text).toContain('our Waiter / Waitress at Briggate');
    expect(mail.text).toContain('The Fittizia Trattoria team');
    expect(mail.html).toContain('<p>Hello Chiara,</p>');
  });

  it('leaves the place out for a job without one', () => {
    expect(applicationAcknowledgement({ ...application, locationName: '' }, 'F').subject).toBe(
      'We have your application: Waiter / Waitress',
    );
  });

  it('escapes what the applicant typed in the HTML part', () => {
    const mail = applicationAcknowledgement({ ...application, firstName: "<b>O'Neil</b>" }, 'F & Co');
    expect(mail.html).toContain('&#60;b&#62;O&#39;Neil&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('F &#38; Co');
    expect(mail.text).toContain("Hello <b>O'Neil</b>,");
  });
});
