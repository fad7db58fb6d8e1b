import { z } from '../zod.ts';

/*
 * A file the upload area refused (the wrong type, too large, one too many) is not in the form's files, so the
 * schema never sees it; the form keeps why, each reason naming its file ('The file "cv.exe" must be a PDF or
 * DOCX'), in a field of its own until the person chooses again. While there is one it is the upload field's
 * error, so it blocks the send and joins the error summary like every other error. Never sent.
 */

/** The field holding the refusals of the upload area's last choice. */
export const refusedFilesInput = () => z.array(z.string());

/** The upload field's error for the refusals of its last choice, or undefined when there were none. */
export const refusedFilesMessage = (reasons: readonly string[]): string | undefined =>
  reasons.length > 0 ? reasons.join('. ') : undefined;
