import { type PreorderGuestRequest, type PreorderView, preorderEntryProblems } from '@fittizia/contract';

/* The form's element ids and its check; the fields as posted are the contract's (schemas/preorder-form.ts). */
export {
  conflictMessages,
  PREORDER_FIELDS,
  preorderErrorsFromApi,
  preorderFormToRequest,
  preorderRequestToForm,
  sectionsFor,
} from '@fittizia/contract';

/** The element id of each field: the error summary links to it (a course's first radio). */
export const preorderFieldId = {
  firstName: 'preorder-first-name',
  child: 'preorder-child',
  note: 'preorder-note',
  allergens: 'preorder-allergens',
  section: (sectionId: string) => `preorder-course-${sectionId}`,
  /** The first dish's radio of a course (the radio group gives its first radio the group's id). */
  firstDish: (sectionId: string) => `preorder-course-${sectionId}`,
} as const;

/** The form's errors keyed by field (`firstName`, `note`, `choices.<sectionId>`, `form`), in the contract's words. */
export type PreorderFormErrors = Record<string, string>;

/** The checks the brand API makes of an entry's own fields, in the same words (the page checks before it sends). */
export function validatePreorderEntry(view: PreorderView, request: PreorderGuestRequest): PreorderFormErrors {
  return preorderEntryProblems(view, request);
}
