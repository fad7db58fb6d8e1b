import type { ManageProblem } from '@fittizia/design-system';

/* The manage pages' search, read in every page's route table: kept tiny. */

/** `?problem=` read back: a booking code or one of the page's own words; anything else is no problem. */
export function parseProblem(value: unknown): ManageProblem | undefined {
  if (value === 'invalid' || value === 'busy' || value === 'failed') return value;
  const code = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(code) && code >= 1 && code <= 99 ? code : undefined;
}

/** The manage page's search: the cancel or change step, the last post's problem, and what it did. */
export interface ManageSearch {
  step?: 'cancel' | 'change' | undefined;
  problem?: ManageProblem | undefined;
  done?: 'changed' | undefined;
}

export function validateManageSearch(search: Record<string, unknown>): ManageSearch {
  const problem = parseProblem(search.problem);
  return {
    ...(search.step === 'cancel' || search.step === 'change' ? { step: search.step } : {}),
    ...(problem === undefined ? {} : { problem }),
    ...(search.done === 'changed' ? { done: 'changed' as const } : {}),
  };
}
