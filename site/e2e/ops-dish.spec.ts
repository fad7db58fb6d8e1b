import { expect, test } from './fixtures.ts';
import { ops } from './support/ops.ts';

/*
 * A dish marked off through `pnpm ops` leaves its menu page within 2 s on the site, and a page that never showed
 * it keeps its kept copy: the change drops only what it names. Production build, embedded brand API.
 */

const MENU = '/menu/m-main';
const OTHER = '/about-us';

test('a dish off for today leaves its menu within 2 s; a page without it stays kept', async ({ request }) => {
  test.setTimeout(60_000);
  for (const path of [MENU, OTHER]) await request.get(path);
  expect(await (await request.get(MENU)).text()).toContain('Lasagne al forno');
  expect((await request.get(OTHER)).headers()['x-cache']).toMatch(/^HIT/);
  try {
    ops(['dish', 'lasagne', '--off', 'today']);
    const changed = Date.now();
    for (;;) {
      const html = await (await request.get(MENU)).text();
      if (!html.includes('Lasagne al forno')) break;
      expect(Date.now() - changed, 'the dish is still on its menu page').toBeLessThan(2000);
      await new Promise((r) => setTimeout(r, 50));
    }
    // The page that did not show it is still the kept copy: a hit, not a new render.
    expect((await request.get(OTHER)).headers()['x-cache']).toMatch(/^HIT/);
  } finally {
    ops(['dish', 'lasagne', '--on']);
  }
  await expect
    .poll(async () => (await request.get(MENU)).text(), { timeout: 5000 })
    .toContain('Lasagne al forno');
});
