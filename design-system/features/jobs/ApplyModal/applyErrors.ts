import {
  BookingErrorCode,
  bookingErrorMessage,
  CV_CONTENT_TYPES,
  JOB_ERR15_MESSAGE,
  type Resume,
} from '@fittizia/contract';

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

/** A file's bytes as base64, as the application payload carries them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/**
 * A first look at a CV's bytes, so a renamed file gets the format error at once: a PDF starts with `%PDF-`, a
 * DOCX is a ZIP (`PK\x03\x04`). The brand API checks the whole file again.
 */
export async function cvLooksRight(file: Blob & { name: string }): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  return file.name.toLowerCase().endsWith('.pdf')
    ? starts([0x25, 0x50, 0x44, 0x46, 0x2d])
    : starts([0x50, 0x4b, 0x03, 0x04]);
}
