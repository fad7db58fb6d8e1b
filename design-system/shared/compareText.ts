let collator: Intl.Collator | undefined;

/**
 * Compares two names for sorting (en-GB collation). One collator, made on first use: `String#localeCompare`
 * without a collator sets one up on every call, which cost about 77 ms (4x CPU slowdown) while the finder
 * sorted its 84 restaurants during hydration.
 */
export function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator('en-GB');
  return collator.compare(a, b);
}
