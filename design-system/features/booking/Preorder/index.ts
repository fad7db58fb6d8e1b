export { AllergenFacts, type AllergenFactsProps } from './AllergenFacts.tsx';
export { DishChoice, type DishChoiceProps } from './DishChoice.tsx';
export { PreorderGuestForm, type PreorderGuestFormProps } from './PreorderGuestForm.tsx';
export {
  OwnEntry,
  PREORDER_PAGE_TEXT,
  PreorderGuestPage,
  type PreorderGuestPageProps,
} from './PreorderGuestPage.tsx';
export {
  conflictMessages,
  PREORDER_FIELDS,
  type PreorderFormErrors,
  preorderErrorsFromApi,
  preorderFieldId,
  preorderFormToRequest,
  preorderRequestToForm,
  sectionsFor,
  validatePreorderEntry,
} from './preorderForm.ts';
