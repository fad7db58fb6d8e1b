/*
 * The first name an e-mail may greet by when the address has not confirmed anything (a sign-up confirmation,
 * a job application's or an enquiry's acknowledgement, a booking confirmation). The name was typed by whoever
 * sent the form, who need not own the address, so only a name that cannot carry a message is repeated:
 *
 * - letters (`\p{L}`) and combining marks (`\p{M}`), spaces, hyphens and apostrophes (' and ’), nothing else:
 *   no digits, dots, slashes, `@` or other punctuation and symbols, so no address, link or sentence;
 * - 1 to GREETING_NAME_MAX characters (code points), after trimming;
 * - every letter from one writing system of GREETING_SCRIPTS (Japanese may mix Han and kana). A letter from
 *   any other script is refused, and so is a name mixing two of them: Unicode counts many look-alikes of
 *   punctuation as letters (`ꓸ`, U+A4F8, is a Lisu letter that looks like a dot; Cyrillic `а` looks like
 *   Latin `a`), and a single-script name cannot splice them into a Latin one.
 *
 * Anything else greets with plain "Hello".
 */

/** The longest first name an e-mail repeats. */
export const GREETING_NAME_MAX = 40;

/** The writing systems a greeting name may be in, each a group of Unicode scripts used together. */
export const GREETING_SCRIPTS: readonly (readonly string[])[] = [
  ['Latin'],
  ['Greek'],
  ['Cyrillic'],
  ['Armenian'],
  ['Georgian'],
  ['Hebrew'],
  ['Arabic'],
  ['Devanagari'],
  ['Bengali'],
  ['Gurmukhi'],
  ['Gujarati'],
  ['Tamil'],
  ['Telugu'],
  ['Kannada'],
  ['Malayalam'],
  ['Sinhala'],
  ['Thai'],
  ['Hangul'],
  ['Han', 'Hiragana', 'Katakana'],
];

const SHAPE = /^[\p{L}\p{M}' \u2019-]+$/u;
const LETTER = /\p{L}/u;
const scriptTests = GREETING_SCRIPTS.map((group) =>
  group.map((script) => new RegExp(`^\\p{Script=${script}}$`, 'u')),
);

/** Whether `name` passes the strict check above (before trimming it is allowed surrounding spaces only). */
export function isGreetingName(name: string): boolean {
  const trimmed = name.trim();
  const chars = [...trimmed];
  if (chars.length === 0 || chars.length > GREETING_NAME_MAX || !SHAPE.test(trimmed)) return false;
  const letters = chars.filter((c) => LETTER.test(c));
  if (letters.length === 0) return false;
  return scriptTests.some((group) => letters.every((c) => group.some((test) => test.test(c))));
}

/** The greeting of an e-mail: `Hello Giulia` when the name passes the strict check, else `Hello`. */
export function greeting(firstName: string | null | undefined): string {
  return firstName && isGreetingName(firstName) ? `Hello ${firstName.trim()}` : 'Hello';
}
