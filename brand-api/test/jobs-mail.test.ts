import { describe, expect, it } from 'vitest';
import { applicationAcknowledgement } from '../src/domains/jobs/emails.ts';

describe('application acknowledgement e-mail', () => {
  const application = {
    email: 'chiara@example.com',
    firstName: 'Chiara',
    jobName: 'Waiter / Waitress',
    locationName: 'Briggate',
  };

  it('is addressed to the applicant and names the job and its place', async () => {
    const mail = await applicationAcknowledgement(application, 'Fittizia Trattoria');
    expect(mail.to).toBe('chiara@example.com');
    expect(mail.subject).toBe('We have your application: Waiter / Waitress at Briggate');
    expect(mail.text).toContain('Hello Chiara,');
    expect(mail.text).toContain('our Waiter / Waitress at Briggate');
    expect(mail.text).toContain('The Fittizia Trattoria team');
    expect(mail.html).toContain('<p>Hello Chiara,</p>');
  });

  it('is a service e-mail: it says why it came and carries no unsubscribe', async () => {
    const mail = await applicationAcknowledgement(application, 'Fittizia Trattoria');
    const why = 'You get this e-mail because you applied for a job with Fittizia Trattoria.';
    expect(mail.text.endsWith(why)).toBe(true);
    expect(mail.html).toContain(why);
    expect(mail).not.toHaveProperty('listUnsubscribe');
  });

  it('leaves the place out for a job without one', async () => {
    expect((await applicationAcknowledgement({ ...application, locationName: '' }, 'F')).subject).toBe(
      'We have your application: Waiter / Waitress',
    );
  });

  it('greets by a first name that passes the strict check, escaped in the HTML part', async () => {
    const mail = await applicationAcknowledgement(
      { ...application, firstName: "Anne-Marie O'Neil" },
      'F & Co',
    );
    expect(mail.html).toContain('<p>Hello Anne-Marie O&#39;Neil,</p>');
    expect(mail.html).toContain('F &amp; Co');
    expect(mail.text).toContain("Hello Anne-Marie O'Neil,");
  });

  it.each([
    "<b>O'Neil</b>",
    'Your prize is waiting at fittizia-winners\ua4f8example claim it today',
    'winners\ua4f8example',
  ])('greets %j with a plain Hello, repeating none of it', async (firstName) => {
    const mail = await applicationAcknowledgement({ ...application, firstName }, 'F & Co');
    expect(mail.text).toContain('Hello,');
    expect(mail.html).toContain('<p>Hello,</p>');
    for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/Neil|prize|winners/);
  });
});
