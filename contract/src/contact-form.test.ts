import { describe, expect, it } from 'vitest';
import { examples } from './examples.ts';
import { CONTACT_MAX_TOTAL_BYTES } from './request-limits.ts';
import { contactSendEmailRequest, GROUP_BOOKING_MIN_GUESTS, groupBookingRequest } from './schemas/contact.ts';
import {
  type ContactFormValues,
  contactFileBytesMatch,
  contactFileType,
  contactFormAfterSend,
  contactFormSchema,
  contactSendEmailPayload,
  emptyContactForm,
  groupBookingPayload,
  CONTACT_FORM_MESSAGES as M,
} from './schemas/contact-form.ts';

const reasons = examples.contactContent.response.contactReasons.map((r) => ({
  ...r,
  subReasons: r.subReasons ?? [],
}));

const valid = (): ContactFormValues => ({
  ...emptyContactForm(),
  firstName: 'Tom',
  lastName: "O'Brien-Baker",
  email: 'tom.baker@example.com',
  phone: '07700 900 456',
  enquiryType: '1',
  enquiryRestaurant: '1042',
  contactReasonId: 'visit',
  contactSubReasonId: 'visit-service',
  message: 'A blue scarf, table 12.',
});

const issues = (values: ContactFormValues, variant: 'contact' | 'group-booking' = 'contact') => {
  const result = contactFormSchema(variant, reasons).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('contact form rules (designed, spec 5.3 "not shown")', () => {
  it('accepts a full form; its payloads pass the wire schemas', () => {
    expect(issues(valid())).toEqual([]);
    const file = { name: 'a.pdf', contentType: 'application/pdf', content: 'JVBERi0=' };
    const body = contactSendEmailPayload(valid(), [file], 'token');
    expect(body).toMatchObject({
      phone: '07700900456',
      contactSubReasonId: 'visit-service',
      recaptchaToken: 'token',
    });
    expect(contactSendEmailRequest.safeParse(body).success).toBe(true);
    const group = groupBookingPayload({ ...valid(), guests: 30 }, []);
    expect(group).toMatchObject({ guests: 30 });
    expect(group).not.toHaveProperty('enquiryType');
    expect(groupBookingRequest.safeParse(group).success).toBe(true);
  });

  it('requires a restaurant for a reason about one and for a group booking, not for gift cards', () => {
    const none = { ...valid(), enquiryRestaurant: '' };
    expect(issues(none)).toEqual([`enquiryRestaurant: ${M.restaurantRequired}`]);
    expect(issues({ ...none, contactReasonId: 'gift-cards', contactSubReasonId: '' })).toEqual([]);
    const body = contactSendEmailPayload(
      { ...none, contactReasonId: 'gift-cards', contactSubReasonId: '' },
      [],
    );
    expect(body).not.toHaveProperty('enquiryRestaurant');
    expect(contactSendEmailRequest.safeParse(body).success).toBe(true);
    const group = { ...none, enquiryType: '', contactReasonId: '', contactSubReasonId: '', guests: 30 };
    expect(issues(group, 'group-booking')).toEqual([`enquiryRestaurant: ${M.restaurantRequired}`]);
  });

  it('requires the present flags of 5.3, sub-reason only when the reason has some, guests only in the group variant', () => {
    expect(issues(emptyContactForm())).toEqual([
      `firstName: ${M.firstNameRequired}`,
      `lastName: ${M.lastNameRequired}`,
      `email: ${M.emailRequired}`,
      `message: ${M.messageRequired}`,
      `enquiryType: ${M.enquiryTypeRequired}`,
      `contactReasonId: ${M.reasonRequired}`,
    ]);
    expect(issues({ ...valid(), contactSubReasonId: '' })).toEqual([
      `contactSubReasonId: ${M.subReasonRequired}`,
    ]);
    expect(issues({ ...valid(), contactReasonId: 'gift-cards', contactSubReasonId: '' })).toEqual([]);
    const group = { ...valid(), enquiryType: '', contactReasonId: '', contactSubReasonId: '' };
    expect(issues({ ...group, guests: 0 }, 'group-booking')).toEqual([`guests: ${M.guestsRequired}`]);
    expect(issues({ ...group, guests: 501 }, 'group-booking')).toEqual([`guests: ${M.guestsRequired}`]);
    // A group enquiry is for the parties that enquire (ENQUIRY_COVERS_THRESHOLD 25); 16 to 24 call.
    expect(GROUP_BOOKING_MIN_GUESTS).toBe(25);
    expect(M.guestsRequired).toBe('Enter the number of guests, from 25 to 500');
    expect(issues({ ...group, guests: 24 }, 'group-booking')).toEqual([`guests: ${M.guestsRequired}`]);
    expect(issues({ ...group, guests: 25 }, 'group-booking')).toEqual([]);
    expect(issues({ ...group, guests: 500 }, 'group-booking')).toEqual([]);
    expect(groupBookingRequest.safeParse({ ...examples.contactGroupBooking.body, guests: 24 }).success).toBe(
      false,
    );
  });

  it('takes an optional preferred date and time for a group, sent as the booking calls send them', () => {
    const group = { ...valid(), enquiryType: '', contactReasonId: '', contactSubReasonId: '', guests: 30 };
    expect(
      issues({ ...group, preferredDate: '2027-03-07', preferredTime: '19:30' }, 'group-booking'),
    ).toEqual([]);
    expect(issues({ ...group, preferredDate: '31/02/2027' }, 'group-booking')).toEqual([
      `preferredDate: ${M.preferredDateFormat}`,
    ]);
    expect(issues({ ...group, preferredTime: '08:10' }, 'group-booking')).toEqual([
      `preferredTime: ${M.preferredTimeFormat}`,
    ]);
    const body = groupBookingPayload({ ...group, preferredDate: '2027-03-07', preferredTime: '19:30' }, []);
    expect(body).toMatchObject({ preferredDate: '2027-3-7', preferredTime: '19:30' });
    expect(groupBookingRequest.safeParse(body).success).toBe(true);
    expect(groupBookingPayload(group, [])).not.toHaveProperty('preferredDate');
    expect(groupBookingPayload(group, [])).not.toHaveProperty('preferredTime');
    expect(groupBookingRequest.safeParse({ ...body, preferredTime: '19:40' }).success).toBe(false);
  });

  it('makes a file the upload area refused an error of the upload field, naming the file', () => {
    const refused = ['The file "menu.exe" must be a PDF, JPEG, PNG, HEIC, WebP or Word (.docx) file'];
    expect(issues({ ...valid(), refusedFiles: refused })).toEqual([`uploadedFiles: ${refused[0]}`]);
    expect(issues({ ...emptyContactForm(), refusedFiles: refused })).toContain(
      `uploadedFiles: ${refused[0]}`,
    );
  });

  it('limits the files: count, type by name and total size', () => {
    const f = (name: string, size = 10) => ({ name, size, type: '' });
    expect(
      issues({ ...valid(), uploadedFiles: [f('a.pdf'), f('b.JPG'), f('c.webp'), f('d.docx'), f('e.png')] }),
    ).toEqual([]);
    expect(issues({ ...valid(), uploadedFiles: Array.from({ length: 6 }, (_, i) => f(`${i}.pdf`)) })).toEqual(
      [`uploadedFiles: ${M.filesTooMany}`],
    );
    expect(issues({ ...valid(), uploadedFiles: [f('a.txt')] })).toEqual([`uploadedFiles: ${M.fileFormat}`]);
    const half = CONTACT_MAX_TOTAL_BYTES / 2;
    expect(issues({ ...valid(), uploadedFiles: [f('a.pdf', half), f('b.pdf', half)] })).toEqual([]);
    expect(issues({ ...valid(), uploadedFiles: [f('a.pdf', half), f('b.pdf', half + 1)] })).toEqual([
      `uploadedFiles: ${M.filesTotal}`,
    ]);
  });

  it('checks a file by its first bytes', () => {
    const bytes = (...b: number[]) => new Uint8Array(b);
    expect(contactFileType('Scan.JPEG')).toBe('image/jpeg');
    expect(contactFileType('notes.txt')).toBeUndefined();
    expect(contactFileType('IMG_0042.HEIC')).toBe('image/heic');
    expect(contactFileBytesMatch('image/heic', new TextEncoder().encode('\0\0\0\x18ftypheic'))).toBe(true);
    expect(contactFileBytesMatch('image/heic', new TextEncoder().encode('\0\0\0\x18ftypisom'))).toBe(false);
    expect(contactFileBytesMatch('application/pdf', new TextEncoder().encode('%PDF-1.7'))).toBe(true);
    expect(contactFileBytesMatch('application/pdf', new TextEncoder().encode('hello'))).toBe(false);
    expect(contactFileBytesMatch('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(contactFileBytesMatch('image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(
      true,
    );
    expect(contactFileBytesMatch('image/png', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(false);
    expect(contactFileBytesMatch('image/webp', new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
    expect(contactFileBytesMatch('image/webp', new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBe(false);
    // HEIC, which the brand API takes too: an ISO media file with `ftyp` after the box size.
    expect(contactFileType('photo.HEIC')).toBe('image/heic');
    expect(contactFileBytesMatch('image/heic', new TextEncoder().encode('\0\0\0\x18ftypheic'))).toBe(true);
    expect(contactFileBytesMatch('image/heic', new TextEncoder().encode('%PDF-1.7 abcd'))).toBe(false);
    expect(
      contactFileBytesMatch(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes(0x50, 0x4b, 0x03, 0x04),
      ),
    ).toBe(true);
  });

  it('resets exactly the fields 4.7 lists after a send answered 200', () => {
    const before = {
      ...valid(),
      guests: 12,
      uploadedFiles: [{ name: 'a.pdf', size: 1, type: 'application/pdf' }],
    };
    expect(contactFormAfterSend(before)).toEqual({
      ...before,
      firstName: '',
      lastName: '',
      message: '',
      email: '',
      enquiryType: '',
      enquiryRestaurant: '',
      uploadedFiles: [],
      refusedFiles: [],
      guests: 0,
    });
  });
});
