import { expect, test } from '@playwright/test';

/**
 * Forms that carry personal data never submit as GET when the page's JavaScript has not loaded:
 * the design system's `Form` posts, and the site answers such a post with a page saying nothing was sent.
 * Nothing typed ends up in the address, the history or a server log.
 */
test.use({ javaScriptEnabled: false });

const MARKER = 'nojs-marker-ada';

for (const path of ['/contact', '/sign-up', '/group-bookings']) {
  test(`${path}: a form sent before its JavaScript loaded posts, keeps nothing in the URL, and says nothing was sent`, async ({
    page,
  }) => {
    await page.goto(path);
    const form = page.locator('form[method="post"]').first();
    await expect(form).toBeVisible();
    await form.getByRole('textbox').first().fill(MARKER);
    const email = form.getByRole('textbox', { name: /e-?mail/i }).first();
    if (await email.count()) await email.fill(`${MARKER}@example.com`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST'),
      form.locator('button[type="submit"]').first().click(),
    ]);
    expect(response.status()).toBe(400);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your details have not been sent');
    expect(page.url()).not.toContain('?');
    expect(page.url()).not.toContain(MARKER);
    expect(await page.content()).not.toContain(MARKER);
    await page.getByRole('link', { name: 'Go back to the form' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}
