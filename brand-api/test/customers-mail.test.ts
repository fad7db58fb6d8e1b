import { describe, expect, it } from 'vitest';
import {
  enquiryAcknowledgementMail,
  preferencesUrl,
  signupConfirmationMail,
  signupExistingMail,
  signupWelcomeMail,
  voucherMail,
} from '../src/domains/customers/emails.ts';

const site = { brandName: 'Fittizia Trattoria', siteUrl: 'https://fittizia.example' };
const guid = '3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f7a6b32';

describe('customer e-mails (pure builders)', () => {
  it('voucher: the code, the offer and its terms, and an absolute link for the success button', async () => {
    const mail = await voucherMail(
      {
        email: 'sam@example.ac.uk',
        code: 'K7QD-2MXR-9HTB',
        offer: {
          title: '30% off for students',
          description: 'Show your student card.',
          termAndConditions: 'One voucher per person.',
          validityText: 'Valid until 31 August 2026',
          successButtonText: 'Find a restaurant',
          successButtonUrl: '/restaurants',
        },
      },
      site,
    );
    expect(mail).toMatchObject({
      kind: 'voucher',
      to: 'sam@example.ac.uk',
      subject: 'Your voucher code: 30% off for students',
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('K7QD-2MXR-9HTB');
      expect(part).toContain('One voucher per person.');
      expect(part).toContain('Valid until 31 August 2026');
    }
    expect(mail.html).toContain('<a href="https://fittizia.example/restaurants">Find a restaurant</a>');
    expect(mail.text).toContain('Find a restaurant: https://fittizia.example/restaurants');
  });

  it('voucher: no button without both its text and address', async () => {
    const mail = await voucherMail(
      {
        email: 'a@example.com',
        code: 'AAAA-BBBB-CCCC',
        offer: { title: 'Island lunch', successButtonText: 'Go' },
      },
      site,
    );
    expect(mail.html).not.toContain('<a ');
  });

  it('sign-up confirmation: the link with the token, no preferences link, greeting a plain name', async () => {
    const token = 'q3Xb0wVf2Jm9Lr5Tn8Yc1Hd4Gs7Kp6Wz0Ae3Bu5Ci2D';
    const mail = await signupConfirmationMail(
      { email: 'anne@example.com', firstName: "Anne-Marie O'Neil", token },
      site,
    );
    expect(mail.kind).toBe('signup-confirmation');
    expect(mail.to).toBe('anne@example.com');
    expect(mail.subject).toBe('Please confirm your sign-up to Fittizia Trattoria');
    expect(mail.text).toContain("Hello Anne-Marie O'Neil,");
    expect(mail.html).toContain('<p>Hello Anne-Marie O&#39;Neil,</p>');
    expect(mail.text).toContain(`https://fittizia.example/sign-up/confirm/${token}`);
    expect(mail.html).toContain(`href="https://fittizia.example/sign-up/confirm/${token}"`);
    expect(`${mail.text}${mail.html}`).not.toContain('/preferences/');
  });

  it.each([
    'Your prize is waiting at fittizia-winners\ua4f8example claim it today',
    'winners\ua4f8example',
    'Visit fittizia.example',
  ])('sign-up e-mails greet %j with a plain Hello, repeating none of it', async (firstName) => {
    const token = 'q3Xb0wVf2Jm9Lr5Tn8Yc1Hd4Gs7Kp6Wz0Ae3Bu5Ci2D';
    for (const mail of [
      await signupConfirmationMail({ email: 'v@example.com', firstName, token }, site),
      await signupWelcomeMail({ email: 'v@example.com', firstName, guid }, site),
      await signupExistingMail({ email: 'v@example.com', firstName, guid }, site),
    ]) {
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      expect(mail.html).toContain('<p>Hello,</p>');
      expect(`${mail.text}${mail.html}`).not.toMatch(/prize|winners|Visit/);
    }
  });

  it('sign-up welcome: the preferences link of the new guid', async () => {
    const mail = await signupWelcomeMail({ email: 'marco@example.com', firstName: 'Marco', guid }, site);
    expect(preferencesUrl(site.siteUrl, guid)).toBe(`https://fittizia.example/preferences/${guid}`);
    expect(mail.kind).toBe('signup-welcome');
    expect(mail.subject).toBe('Welcome to Fittizia Trattoria');
    expect(mail.text).toContain(`https://fittizia.example/preferences/${guid}`);
    expect(mail.html).toContain(`href="https://fittizia.example/preferences/${guid}"`);
  });

  it('already signed up: says nothing was changed and carries the preferences link', async () => {
    const mail = await signupExistingMail({ email: 'marco@example.com', firstName: 'Marco', guid }, site);
    expect(mail.kind).toBe('signup-existing');
    expect(mail.text).toContain('We have not changed anything.');
    expect(mail.html).toContain(`/preferences/${guid}`);
  });

  it('contact acknowledgement: the reference and what the brand names, escaped; nothing typed is an input', async () => {
    const mail = await enquiryAcknowledgementMail(
      {
        kind: 'contact',
        email: 'tom@example.com',
        reference: 'K7QD2MXR',
        restaurantName: 'Fittizia Trattoria Manchester <Deansgate>',
        reason: 'A recent visit: Lost property',
        fileCount: 2,
      },
      site,
    );
    expect(mail.kind).toBe('contact-acknowledgement');
    expect(mail.subject).toBe('We have your message (ref. K7QD2MXR)');
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain('Reference: K7QD2MXR');
    expect(mail.html).toContain('Manchester &lt;Deansgate&gt;');
    expect(mail.text).toContain('About: A recent visit: Lost property');
    expect(mail.text).toContain('Attached: 2 files');
  });

  it('group-booking acknowledgement: not a booking yet, a reply within 48 hours, guests and date', async () => {
    const mail = await enquiryAcknowledgementMail(
      {
        kind: 'group-booking',
        email: 'priya@example.com',
        reference: 'P9TW4ZKQ',
        guests: 30,
        preferredDate: '18 April 2027',
        fileCount: 0,
      },
      site,
    );
    expect(mail.kind).toBe('group-booking-acknowledgement');
    expect(mail.subject).toBe('We have your group booking enquiry (ref. P9TW4ZKQ)');
    expect(mail.text).toContain('It is not a booking yet: our team will reply within 48 hours.');
    expect(mail.text).toContain('Guests: 30');
    expect(mail.text).toContain('Preferred date: 18 April 2027');
    expect(mail.text).not.toContain('Attached');
  });
});
