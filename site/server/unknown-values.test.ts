import { afterEach, describe, expect, it, vi } from 'vitest';
import { logUnknownValue } from './brand-api.server.ts';

describe('values the contract does not list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are logged as a warning naming call, vocabulary and value, once an hour each', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
    const unknown = { endpoint: 'menu', vocabulary: 'allergen', value: 'bee pollen' };
    expect(logUnknownValue(unknown, 1_000)).toBe(true);
    expect(logUnknownValue(unknown, 2_000)).toBe(false);
    expect(logUnknownValue({ ...unknown, value: 'kiwi' }, 2_000)).toBe(true);
    expect(logUnknownValue(unknown, 1_000 + 60 * 60 * 1000)).toBe(true);
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ level: 'warn', ...unknown });
  });
});
