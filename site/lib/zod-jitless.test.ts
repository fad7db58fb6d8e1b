import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off compiled parsers where zod reads its configuration (z.config())', async () => {
    await import('./zod-jitless.ts');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // Schemas still parse with it set.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
