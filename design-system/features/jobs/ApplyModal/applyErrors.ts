import {
  BookingErrorCode,
  bookingErrorMessage,
  CV_CONTENT_TYPES,
  JOB_ERR15_MESSAGE,
  type Resume,
} from '@fittizia/contract';
import { fileHead } from '../../../forms/files.ts';

export { fileToBase64 } from '../../../forms/files.ts';

/**
 * The message the error modal shows for a failed submit (spec 8.3): an HTTP error's own message, except that
 * a message containing err=15 is replaced by the spec's sentence; a failure with no message (the network)
 * gets code 13's message.
 */
export function applicationErrorMessage(error: unknown): string {
  const message =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message.trim()
      : '';
  const fromServer = Boolean(error && typeof error === 'object' && 'status' in error);
  if (message.includes('err=15')) return JOB_ERR15_MESSAGE;
  if (fromServer && message) return message;
  return bookingErrorMessage(BookingErrorCode.SubmitApplicationError);
}

/** The declared type of a CV by its name (the brand API checks the bytes). */
export const cvContentType = (name: string): Resume['contentType'] =>
  name.toLowerCase().endsWith('.pdf') ? CV_CONTENT_TYPES[0] : CV_CONTENT_TYPES[1];

/**
 * A first look at a CV's bytes, so a renamed file gets the format error at once: a PDF starts with `%PDF-`, a
 * DOCX is a ZIP (`PK\x03\x04`). The brand API checks the whole file again.
 */
export async function cvLooksRight(file: Blob & { name: string }): Promise<boolean> {
  const head = await fileHead(file, 5);
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  return file.name.toLowerCase().endsWith('.pdf')
    ? starts([0x25, 0x50, 0x44, 0x46, 0x2d])
    : starts([0x50, 0x4b, 0x03, 0x04]);
}
