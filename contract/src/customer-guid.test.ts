import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCustomerGuid } from './customer-guid.ts';
import { customerGuid } from './schemas/customers.ts';

describe('isCustomerGuid', () => {
  it('accepts exactly what the customerGuid schema does', () => {
    const hex = fc.constantFrom(...'0123456789abcdefABCDEFgz-'.split(''));
    const guidish = fc
      .tuple(...[8, 4, 4, 4, 12].map((n) => fc.array(hex, { minLength: n - 1, maxLength: n + 1 })))
      .map((parts) => parts.map((p) => p.join('')).join('-'));
    fc.assert(
      fc.property(fc.oneof(fc.uuid(), guidish, fc.string()), (value) => {
        expect(isCustomerGuid(value)).toBe(customerGuid.safeParse(value).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts a preferences link guid and refuses what is not one', () => {
    expect(isCustomerGuid('00000000-0000-4000-8000-000000000000')).toBe(true);
    expect(isCustomerGuid('00000000-0000-4000-8000-00000000000')).toBe(false);
    expect(isCustomerGuid(' 00000000-0000-4000-8000-000000000000')).toBe(false);
  });
});
