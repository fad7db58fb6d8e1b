import { describe, expect, it } from 'vitest';
import { bodyLimitFor } from './endpoints.ts';
import {
  CONTACT_MAX_TOTAL_BYTES,
  hasControlCharacter,
  isJsonContentType,
  MAX_CONTACT_BODY_BYTES,
  MAX_JSON_BODY_BYTES,
  MAX_JSON_DEPTH,
  MAX_UPLOAD_BODY_BYTES,
  parseJsonBody,
  REQUEST_REFUSED_MESSAGES,
} from './request-limits.ts';
import { idParam } from './schemas/common.ts';

describe('request limits', () => {
  it('parses a plain body and keeps its value', () => {
    expect(parseJsonBody('{"a":[1,{"b":null}]}')).toEqual({ ok: true, value: { a: [1, { b: null }] } });
  });

  it('refuses truncated JSON, deep nesting and prototype keys at any depth', () => {
    expect(parseJsonBody('{"a":1')).toEqual({ ok: false, message: REQUEST_REFUSED_MESSAGES.badJson });
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(parseJsonBody(deep(MAX_JSON_DEPTH)).ok).toBe(true);
    expect(parseJsonBody(deep(MAX_JSON_DEPTH + 1))).toEqual({
      ok: false,
      message: REQUEST_REFUSED_MESSAGES.tooDeep,
    });
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expect(parseJsonBody(`{"a":{"b":[{"${key}":{"x":1}}]}}`)).toEqual({
        ok: false,
        message: REQUEST_REFUSED_MESSAGES.forbiddenKey,
      });
    }
    // The refused object never reached a prototype.
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('knows JSON content types', () => {
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/problem+json')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });

  it('gives the file-carrying calls the larger body limit', () => {
    expect(bodyLimitFor('/api/jobs/application')).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor('/api/contact/sendemail')).toBe(MAX_CONTACT_BODY_BYTES);
    expect(bodyLimitFor('/api/contact/group-booking/')).toBe(MAX_CONTACT_BODY_BYTES);
    // Room for the largest set of attachments as base64, plus the form's other fields.
    expect(MAX_CONTACT_BODY_BYTES).toBeGreaterThanOrEqual(
      (CONTACT_MAX_TOTAL_BYTES * 4) / 3 + MAX_JSON_BODY_BYTES,
    );
    expect(bodyLimitFor('/api/booking/create/1')).toBe(MAX_JSON_BODY_BYTES);
  });

  it('finds control characters; path ids refuse them', () => {
    expect(hasControlCharacter('a\u0000b')).toBe(true);
    expect(hasControlCharacter('a\u007f')).toBe(true);
    expect(hasControlCharacter('café-1')).toBe(false);
    expect(idParam.safeParse('12\u0000').success).toBe(false);
    expect(idParam.safeParse('12').success).toBe(true);
  });
});
