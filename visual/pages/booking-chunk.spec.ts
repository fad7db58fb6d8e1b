import { expect, test } from '@playwright/test';
// @ts-expect-error: a plain ES module of the benchmark scripts, without types
import { BOOKING_CHUNK_BUDGET, bookingOpening } from '../../scripts/bench/booking-chunk.mjs';

/**
 * The booking chunk's budget on the production build (docs/performance.md): what opening the
 * booking modal from the contact page's header loads, less what that page loads once in use, at most 45 KB gzip.
 * The same measurement as `pnpm bench --booking`.
 */
test('opening the booking modal loads at most 45 KB gzip that only booking needs', async ({
  browser,
  baseURL,
}, testInfo) => {
  // One measurement: the chunk's files do not depend on the viewport.
  test.skip(testInfo.project.name !== 'md', 'measured once, at md');
  test.setTimeout(120_000);
  const opening: { files: { path: string; gzip: number; shared: boolean }[]; booking: number } =
    await bookingOpening(browser, baseURL);
  // The modal's own code was among what was measured (a measurement of nothing cannot pass).
  expect(opening.files.some((f) => /\/BookingDialog-[\w-]+\.js$/.test(f.path))).toBe(true);
  const list = opening.files
    .filter((f) => !f.shared)
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `${(f.gzip / 1024).toFixed(1)} KB ${f.path}`)
    .join('\n');
  // The figure in the run's output, so a change can be measured before and after.
  console.log(
    `booking chunk ${(opening.booking / 1024).toFixed(2)} KB gzip (budget ${BOOKING_CHUNK_BUDGET / 1024} KB)`,
  );
  expect(
    opening.booking,
    `booking chunk ${(opening.booking / 1024).toFixed(1)} KB gzip:\n${list}`,
  ).toBeLessThanOrEqual(BOOKING_CHUNK_BUDGET);
});
