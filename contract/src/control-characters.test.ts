import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';
import { type EndpointName, endpoints } from './endpoints.ts';
import { examples } from './examples.ts';
import type { RequestPart } from './request-check.ts';
import { TEXT_REFUSED_MESSAGES, textProblem } from './request-limits.ts';
import { bookingRequest } from './schemas/booking.ts';
import { findRequestStrings } from './schemas/common.ts';
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

describe('control characters: refused at the contract with the field named', () => {
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

  it('a bidirectional override in a name (also a file name), and in a message too', () => {
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
    ).toEqual({ field: 'message', message: `message ${TEXT_REFUSED_MESSAGES.bidi}` });
    expect(
      refusal(contactSendEmailRequest, { ...examples.contactSendEmail.body, message: 'שלום עולם' }),
    ).toBeUndefined();
  });

  it('textProblem: lines allowed only where asked; bidirectional and invisible format characters never', () => {
    expect(textProblem('a\tb', { lines: true })).toBeUndefined();
    expect(textProblem('a\tb')).toBe(TEXT_REFUSED_MESSAGES.control);
    const refused = [
      ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'],
      ...['\u2066', '\u2067', '\u2068', '\u2069'],
      ...['\u200e', '\u200f', '\u061c', '\ufeff', '\u206a', '\u206f', '\ufff9', '\ufffb'],
    ];
    for (const c of refused) {
      expect(textProblem(`a${c}b`), `U+${c.codePointAt(0)?.toString(16)}`).toBe(TEXT_REFUSED_MESSAGES.bidi);
      expect(textProblem(`a${c}b`, { lines: true })).toBe(TEXT_REFUSED_MESSAGES.bidi);
    }
    expect(textProblem('Zoë Ñúñez-O’Brien')).toBeUndefined();
    // Format characters a person's text may need: joiners (scripts, emoji), soft hyphen, a flag's tags.
    expect(textProblem('क्\u200dष')).toBeUndefined();
    expect(textProblem('می\u200cخواهم')).toBeUndefined();
    expect(textProblem('👩\u200d🍳')).toBeUndefined();
    expect(textProblem('co\u00adoperate')).toBeUndefined();
    expect(textProblem('🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}')).toBeUndefined();
  });
});

type Path = (string | number)[];

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (v, key) =>
      v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined,
    value,
  );
}

function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string | number, ...Path];
  const copy = (
    Array.isArray(value)
      ? [...value]
      : typeof key === 'number' && value === undefined
        ? []
        : {
            ...(value as object),
          }
  ) as Record<string | number, unknown>;
  copy[key] = withValueAt(copy[key], rest, replacement);
  return copy;
}

/**
 * Every string field of every request schema of the endpoint table (`findRequestStrings`, so a field added later
 * is swept too) is given U+202E (right-to-left override) and U+2066 (left-to-right isolate) inside the call's
 * example value (or a plain text where the example leaves the field out; a list the example leaves empty or out
 * is not swept), one fault per request. Each is refused
 * naming the field; a free-text field (one that takes the same value with a plain letter there instead) is refused
 * with the format-character message.
 */
describe('bidirectional controls in every string field of every request', () => {
  const cases = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
    const def = endpoints[name] as Endpoint;
    const example = examples[name] as Partial<Record<RequestPart, unknown>>;
    return (['query', 'body'] as const).flatMap((part) =>
      findRequestStrings(def[part]).flatMap((path) => {
        const parent = valueAt(example[part], path.slice(0, -1));
        if (parent === null || typeof parent !== 'object') return [];
        const sent = valueAt(example[part], path);
        const base = typeof sent === 'string' && sent !== '' ? sent : 'Plain text';
        const at = (c: string) => withValueAt(example[part], path, `${base.slice(0, 1)}${c}${base.slice(1)}`);
        const freeText = def[part].safeParse(at('a')).success;
        const key = String(path.findLast((k) => typeof k === 'string'));
        return ['\u202e', '\u2066'].map((c) => ({
          label: `${name} ${part}.${path.join('.')} U+${c.codePointAt(0)?.toString(16).toUpperCase()}`,
          schema: def[part],
          value: at(c),
          field: path.join('.'),
          key,
          freeText,
        }));
      }),
    );
  });
  const freeText = new Set(cases.filter((c) => c.freeText).map((c) => c.label.split(' U+')[0]));

  it('reach the free-text fields the cancellation e-mail and the contact form echo', () => {
    for (const field of [
      'bookingCreate body.specialRequest',
      'bookingCancel body.message',
      'contactSendEmail body.message',
      'contactSendEmail body.enquiryType',
      'contactSendEmail body.contactSubReasonId',
      'contactSendEmail body.enquiryRestaurant',
      'contactGroupBooking body.enquiryRestaurant',
    ])
      expect(freeText).toContain(field);
  });

  it.each(cases)('$label is refused naming the field', ({ schema, value, field, key, freeText }) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    const issues = (result.error?.issues ?? []).filter((issue) => {
      const at = issue.path.join('.');
      return at === field || at.startsWith(`${field}.`);
    });
    expect(issues.length).toBeGreaterThan(0);
    if (freeText)
      expect(issues.map((issue) => issue.message)).toContain(`${key} ${TEXT_REFUSED_MESSAGES.bidi}`);
  });
});
