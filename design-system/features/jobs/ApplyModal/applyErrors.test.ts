import { BrandApiError, bookingErrorMessage, JOB_ERR15_MESSAGE } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { applicationErrorMessage, cvContentType, cvLooksRight, fileToBase64 } from './applyErrors.ts';

describe('apply-now errors (spec 8.3)', () => {
  it('replaces a message containing err=15', () => {
    const error = new BrandApiError('err=15: telephone: bad', 400, 'jobApplication', 15);
    expect(applicationErrorMessage(error)).toBe(JOB_ERR15_MESSAGE);
  });
  it('shows an HTTP error’s own message (the duplicate, say)', () => {
    const error = new BrandApiError(bookingErrorMessage(14), 409, 'jobApplication', 14);
    expect(applicationErrorMessage(error)).toBe(bookingErrorMessage(14));
  });
  it('falls back to code 13 for a failure without a server message', () => {
    expect(applicationErrorMessage(new TypeError('Failed to fetch'))).toBe(bookingErrorMessage(13));
    expect(applicationErrorMessage(undefined)).toBe(bookingErrorMessage(13));
  });
  it('declares the CV type by its name and reads it as base64', async () => {
    expect(cvContentType('CV.PDF')).toBe('application/pdf');
    expect(cvContentType('cv.docx')).toMatch(/wordprocessingml/);
    expect(await fileToBase64(new Blob(['%PDF-1.4']))).toBe(btoa('%PDF-1.4'));
  });
  it('looks at the first bytes of a CV', async () => {
    expect(await cvLooksRight(new File(['%PDF-1.7 ...'], 'cv.pdf'))).toBe(true);
    expect(await cvLooksRight(new File(['hello world'], 'cv.pdf'))).toBe(false);
    expect(await cvLooksRight(new File(['PK\u0003\u0004rest'], 'cv.docx'))).toBe(true);
    expect(await cvLooksRight(new File(['%PDF-1.7'], 'cv.docx'))).toBe(false);
  });
});
