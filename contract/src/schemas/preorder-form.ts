import { UK_ALLERGENS, type UkAllergen } from '../vocabulary.ts';
import {
  allergenConflicts,
  PREORDER_MESSAGES,
  type PreorderGuestRequest,
  type PreorderSection,
  type PreorderView,
  preorderChoiceField,
} from './preorder.ts';

/* The guests' pre-order form as a plain form posts it: the page, the site's server and the script share these. */

/**
 * The pre-order form's fields as a plain form posts them (no script): `firstName`, `child` (`on`), one
 * `choice.<sectionId>` radio per course, `allergens` (repeated) and `note`. The site's server and the script's
 * submit read them with `preorderFormToRequest`, so both send the brand API the same request.
 */
export const PREORDER_FIELDS = {
  firstName: 'firstName',
  child: 'child',
  allergens: 'allergens',
  note: 'note',
  choice: (sectionId: string) => `choice.${sectionId}`,
} as const;

/** The courses a guest chooses from: the children's menu for a child's place (when the booking has one). */
export const sectionsFor = (view: PreorderView, child: boolean): PreorderSection[] =>
  child && view.childrenSections.length > 0 ? view.childrenSections : view.sections;

interface FormLike {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** What a plain form (FormData or URLSearchParams) posted, as the brand API's request. */
export function preorderFormToRequest(form: FormLike, view: PreorderView): PreorderGuestRequest {
  const child = view.children > 0 && text(form.get(PREORDER_FIELDS.child)) !== '';
  const choices = sectionsFor(view, child).flatMap((section) => {
    const dishId = text(form.get(PREORDER_FIELDS.choice(section.id)));
    return dishId ? [{ sectionId: section.id, dishId }] : [];
  });
  const allergens = form
    .getAll(PREORDER_FIELDS.allergens)
    .map(text)
    .filter((a): a is UkAllergen => (UK_ALLERGENS as readonly string[]).includes(a));
  const note = text(form.get(PREORDER_FIELDS.note));
  return {
    firstName: text(form.get(PREORDER_FIELDS.firstName)),
    child,
    choices,
    allergens: UK_ALLERGENS.filter((a) => allergens.includes(a)),
    ...(note ? { note } : {}),
  };
}

/**
 * A brand-API refusal as the form's errors: a 400 names its field (`body.firstName`, `body.note`, `body.choices…`,
 * a course's id or a choice's index); anything else
 * (full, closed, cancelled, too many) is the form's own message.
 */
export function preorderErrorsFromApi(
  error: { message: string; field?: string },
  request?: PreorderGuestRequest,
): Record<string, string> {
  const field = (error.field ?? '').replace(/^body\./, '');
  if (field === 'firstName' || field === 'note') return { [field]: PREORDER_MESSAGES[field] };
  if (field.startsWith('choices')) {
    const [, second] = field.split('.');
    const bySection = second && !/^\d+$/.test(second) ? second : request?.choices[Number(second)]?.sectionId;
    return { [bySection ? preorderChoiceField(bySection) : 'form']: error.message };
  }
  return { form: error.message };
}

/** The dishes of the chosen courses that contain an allergen the guest listed, with their names. */
export function conflictMessages(
  view: PreorderView,
  request: Pick<PreorderGuestRequest, 'child' | 'choices' | 'allergens'>,
) {
  const dishes = sectionsFor(view, request.child).flatMap((s) => s.dishes);
  const byId = new Map(dishes.map((d) => [d.id, d]));
  return allergenConflicts(dishes, request.choices, request.allergens).map(({ dishId, allergens }) => ({
    dishId,
    allergens,
    message: PREORDER_MESSAGES.allergenConflict(byId.get(dishId)?.name ?? dishId, allergens.join(' and ')),
  }));
}

/** A request as the plain form posts it (the script sends the same fields to the page's address). */
export function preorderRequestToForm(
  request: PreorderGuestRequest,
  intent: 'add' | 'change',
): URLSearchParams {
  const form = new URLSearchParams({ intent, [PREORDER_FIELDS.firstName]: request.firstName });
  if (request.child) form.set(PREORDER_FIELDS.child, 'on');
  for (const c of request.choices) form.set(PREORDER_FIELDS.choice(c.sectionId), c.dishId);
  for (const a of request.allergens ?? []) form.append(PREORDER_FIELDS.allergens, a);
  if (request.note) form.set(PREORDER_FIELDS.note, request.note);
  return form;
}
