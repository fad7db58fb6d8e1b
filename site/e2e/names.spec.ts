import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { inUse } from './support/in-use.ts';

/*
 * "Names across forms": one rule and one message set for a person's details in every form, on the
 * production build, at the width each defect was seen (the booking's own case is in booking-confirmation.spec.ts). The words
 * are written out (not read from the contract) so the test also holds on a build from before the rule.
 */

const FIRST_NAME_FORMAT = 'First name must only include letters, spaces, apostrophes and hyphens';
const LAST_NAME_FORMAT = 'Last name must only include letters, spaces, apostrophes and hyphens';
const PARTNER = 'Ruota Auto';

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: width < 400 ? 700 : 900 });
  await page.goto(path);
  await inUse(page);
}

test.describe('names across forms', () => {
  test('at 320 px sign-up answers a 300-character name with its length, not its characters', async ({
    page,
  }) => {
    await open(page, '/sign-up', 320);
    const form = page.getByRole('form', { name: 'Sign up' });
    const name = form.getByRole('textbox', { name: 'First name' });
    // Pasted text of 300 characters, punctuation and all: its length is the problem, and what it is told.
    const pasted = 'Maria Rossi, Via Roma 1. '.repeat(12);
    expect(pasted).toHaveLength(300);
    await name.fill(pasted);
    await name.blur();
    await expect(name).toHaveAccessibleDescription(/First name must be 100 characters or fewer/);
    await expect(form.getByText(FIRST_NAME_FORMAT)).toHaveCount(0);
  });

  test('at 320 px contact and sign-up refuse "🍕🍕" and "Ada <b>Bold</b>" with the same words', async ({
    page,
  }) => {
    await open(page, '/contact', 320);
    const contact = page.getByRole('form', { name: 'Contact us' });
    const last = contact.getByRole('textbox', { name: 'Last name' });
    await last.fill('🍕🍕');
    await last.blur();
    await expect(last).toHaveAccessibleDescription(new RegExp(LAST_NAME_FORMAT));
    const first = contact.getByRole('textbox', { name: 'First name' });
    await first.fill('Ada <b>Bold</b>');
    await first.blur();
    await expect(first).toHaveAccessibleDescription(new RegExp(FIRST_NAME_FORMAT));

    await open(page, '/sign-up', 320);
    const signUp = page.getByRole('form', { name: 'Sign up' }).getByRole('textbox', { name: 'First name' });
    await signUp.fill('🍕🍕');
    await signUp.blur();
    await expect(signUp).toHaveAccessibleDescription(new RegExp(FIRST_NAME_FORMAT));
  });

  test('at 320 px the sign-up partner opt-in names the partner', async ({ page }) => {
    await open(page, '/sign-up', 320);
    const form = page.getByRole('form', { name: 'Sign up' });
    await expect(
      form.getByRole('checkbox', { name: new RegExp(`I accept ${PARTNER}'s terms`) }),
    ).toBeVisible();
    await expect(form.getByText("the partner's", { exact: false })).toHaveCount(0);
  });

  test('at 1280 px the application form says "Last name", as every form does', async ({ page }) => {
    await open(page, '/careers/job/JOB-3001', 1280);
    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Waiter / Waitress' });
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toBeVisible();
    await expect(dialog.getByText(/second name/i)).toHaveCount(0);
    const last = dialog.getByRole('textbox', { name: 'Last name' });
    await last.fill('🍕🍕');
    await last.blur();
    await expect(last).toHaveAccessibleDescription(
      /Last name must only include letters, spaces and apostrophes/,
    );
  });
});
