import { describe, expect, it } from 'vitest';
import { examples } from './examples.ts';
import { TEXT_REFUSED_MESSAGES, textProblem } from './request-limits.ts';
import { bookingRequest } from './schemas/booking.ts';
import { contactSendEmailRequest } from './schemas/contact.ts';
import { jobApplicationRequest } from './schemas/jobs.ts';
import { signupRequest } from './schemas/signup.ts';

/** The first issue's field and message, or undefined when the value is accepted. */
const refusal = (
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error?.issues[0];
  return { field: issue?.path.join('.'), message: issue?.message };
};

describe('control characters (issue 23): refused at the contract with the field named', () => {
  it('a NUL, another C0 control, DEL or a C1 control in a name', () => {
    for (const bad of ['Ada\u0000', 'A\u0007da', 'Ada\u007f', 'Ada\u0085']) {
      expect(refusal(bookingRequest, { ...examples.bookingCreate.body, firstName: bad })).toEqual({
        field: 'firstName',
        message: `firstName ${TEXT_REFUSED_MESSAGES.control}`,
      });
    }
  });

  it('a line break or a tab in a one-line field; in a message they are welcome, other controls are not', () => {
    expect(refusal(bookingRequest, { ...examples.bookingCreate.body, lastName: 'Love\nlace' })?.field).toBe(
      'lastName',
    );
    const contact = examples.contactSendEmail.body;
    expect(
      refusal(contactSendEmailRequest, { ...contact, message: 'Line one\r\n\tLine two' }),
    ).toBeUndefined();
    expect(refusal(contactSendEmailRequest, { ...contact, message: 'Hello\u0000' })).toEqual({
      field: 'message',
      message: `message ${TEXT_REFUSED_MESSAGES.control}`,
    });
    expect(
      refusal(bookingRequest, { ...examples.bookingCreate.body, specialRequest: 'High chair\nplease' }),
    ).toBeUndefined();
  });

  it('a bidirectional override in a name (also a file name), not in a message', () => {
    expect(refusal(signupRequest, { ...examples.signup.body, firstName: 'Ada\u202eecalevol' })).toEqual({
      field: 'firstName',
      message: `firstName ${TEXT_REFUSED_MESSAGES.bidi}`,
    });
    const application = examples.jobApplication.body;
    expect(refusal(jobApplicationRequest, { ...application, secondName: 'Lovelace\u2066' })?.field).toBe(
      'secondName',
    );
    const file = { name: 'invoice\u202egpj.exe', contentType: 'application/pdf', content: 'JVBERi0=' };
    expect(
      refusal(contactSendEmailRequest, { ...examples.contactSendEmail.body, uploadedFiles: [file] }),
    ).toEqual({ field: 'uploadedFiles.0.name', message: `name ${TEXT_REFUSED_MESSAGES.bidi}` });
    expect(
      refusal(contactSendEmailRequest, {
        ...examples.contactSendEmail.body,
        message: 'שלום \u202bעולם\u202c',
      }),
    ).toBeUndefined();
  });

  it('textProblem: lines allowed only where asked, names only for bidi', () => {
    expect(textProblem('a\tb', { lines: true })).toBeUndefined();
    expect(textProblem('a\tb')).toBe(TEXT_REFUSED_MESSAGES.control);
    expect(textProblem('a\u202eb')).toBeUndefined();
    expect(textProblem('a\u202eb', { name: true })).toBe(TEXT_REFUSED_MESSAGES.bidi);
    expect(textProblem('Zoë Ñúñez-O’Brien', { name: true })).toBeUndefined();
  });
});
