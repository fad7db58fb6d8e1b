import { describe, expect, it } from 'vitest';
import { GREETING_NAME_MAX, greeting, isGreetingName } from './greeting-name.ts';

describe('the first name an e-mail greets by', () => {
  it.each([
    'Giulia',
    "Anne-Marie O'Neil",
    'D’Arcy',
    'Zoë',
    'Ео́рий'.normalize('NFD'),
    'José María',
    'Σοφία',
    'Мария',
    'さくら',
    '山田 はな',
    '  Giulia  ',
    'A'.repeat(GREETING_NAME_MAX),
  ])('keeps %j', (name) => {
    expect(isGreetingName(name)).toBe(true);
    expect(greeting(name)).toBe(`Hello ${name.trim()}`);
  });

  it.each([
    // The example: too long, and its dot is the Lisu letter U+A4F8 mixed into Latin words.
    'Your prize is waiting at fittizia-winnersꓸexample claim it today',
    'fittizia-winnersꓸexample',
    'ꓸꓸꓸ',
    // Cyrillic а (U+0430) inside a Latin name.
    'Pаul',
    'fittizia-winners.example',
    'Visit example.com',
    'Ada@example',
    'Ada 2',
    'Ada!',
    'Ada <b>',
    'Ada\u200bLovelace',
    'Ada\u2024Lovelace',
    '🍕',
    '',
    '   ',
    "'-",
    'A'.repeat(GREETING_NAME_MAX + 1),
  ])('greets %j with Hello', (name) => {
    expect(isGreetingName(name)).toBe(false);
    expect(greeting(name)).toBe('Hello');
  });

  it('greets a missing name with Hello', () => {
    expect(greeting(undefined)).toBe('Hello');
    expect(greeting(null)).toBe('Hello');
  });
});
