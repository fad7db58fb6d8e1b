import { PREORDER_MESSAGES, type PreorderView } from '@fittizia/contract';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrated } from './support/booking-steps.ts';
import {
  bookChristmasParty,
  brandApi,
  brandHeaders,
  organiserView,
  STORE_EMAIL,
  unfold,
  unique,
} from './support/preorders.ts';

/**
 * Group pre-orders on the production build with the embedded brand API: a party of ten books the
 * Christmas menu, the organiser opens the table, three guests choose in browsers of their own (one avoids peanuts
 * and is warned on a dish with them), the organiser sees 3 of 10, the clock passes the cut-off (the brand API's
 * test-only cut-off, docs/preorders.md) and the restaurant's sheet in the outbox holds the counts and each guest's
 * allergens. Then the organiser's CSV and printable sheet, a party-size change that leaves a guest over the party
 * size, and a cancellation that closes the pre-order.
 */
interface Guest {
  firstName: string;
  dishes: string[];
  avoid?: { label: string; allergen: string };
  note?: string;
}

/** One guest in a browser of their own: the guests' link, a first name, a dish per course, what they avoid. */
async function choose(browser: Browser, guestLink: string, organiserToken: string, guest: Guest) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(guestLink);
  await hydrated(page);
  // The guests' page never carries the organiser's link.
  expect(await page.content()).not.toContain(organiserToken);
  await page.getByRole('textbox', { name: 'First name' }).fill(guest.firstName);
  if (guest.avoid) {
    await page
      .getByRole('group', { name: 'I avoid' })
      .getByRole('checkbox', { name: guest.avoid.label })
      .check();
  }
  for (const dish of guest.dishes) await page.getByRole('radio', { name: new RegExp(`^${dish}`) }).check();
  if (guest.avoid) {
    // Warned as they choose: the dish holds the allergen they listed.
    const warned = guest.dishes.map((d) =>
      PREORDER_MESSAGES.allergenConflict(d, guest.avoid?.allergen ?? ''),
    );
    await expect(page.getByTestId('allergen-warnings')).toContainText(warned[0] as string);
  }
  if (guest.note) await page.getByRole('textbox', { name: /A note for the kitchen/ }).fill(guest.note);
  await page.getByRole('button', { name: 'Save my choice' }).click();
  // The guests' page says it is saved and lists this guest as chosen (the guests' page's own words).
  await expect(page.getByTestId('preorder-notice')).toBeVisible();
  await expect(page.getByText(`${guest.firstName} (you): has chosen`)).toBeVisible();
  await context.close();
}

async function outbox(request: APIRequestContext, to: string, kind: string, reference: string) {
  const res = await request.get(`${brandApi}/test/mail-outbox?to=${encodeURIComponent(to)}`);
  const mails = (await res.json()) as { kind: string; subject: string; raw: string }[];
  return mails.filter((m) => m.kind === kind && m.subject.includes(reference)).map((m) => unfold(m.raw));
}

const dishWith = (view: PreorderView, allergen: string) =>
  view.sections
    .flatMap((s) => s.dishes.map((d) => ({ section: s, dish: d })))
    .find((x) => x.dish.allergens.includes(allergen as never));
const dishWithout = (view: PreorderView, sectionId: string, allergen: string) =>
  view.sections.find((s) => s.id === sectionId)?.dishes.find((d) => !d.allergens.includes(allergen as never));

test.describe('group pre-orders', () => {
  test('ten book the Christmas menu, three choose, 3 of 10, the cut-off sends the restaurant one sheet', async ({
    page,
    browser,
    request,
  }) => {
    const made = await bookChristmasParty(request, unique('party'));
    const { organiserLink, guestLink } = made.preorder;
    const organiserToken = decodeURIComponent(organiserLink.split('/').pop() as string);
    const view = await organiserView(request, made);
    const peanut = dishWith(view, 'peanuts');
    expect(peanut, 'the Christmas menu has a dish with peanuts (the seed)').toBeDefined();
    const other = view.sections.filter((s) => s.id !== peanut?.section.id);
    const pick = (avoid: string) => other.map((s) => dishWithout(view, s.id, avoid)?.name as string);
    const safeFirst = dishWithout(view, peanut?.section.id as string, 'peanuts')?.name as string;

    // The organiser opens the table: nobody has chosen yet.
    const opened = await page.goto(organiserLink);
    expect(opened?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your party’s pre-order' })).toBeVisible();
    await expect(page.getByText('0 of 10 chosen')).toBeVisible();

    await choose(browser, guestLink, organiserToken, {
      firstName: 'Giulia',
      dishes: [peanut?.dish.name as string, ...pick('peanuts')],
      avoid: { label: 'Peanuts', allergen: 'peanuts' },
      note: 'Peanut allergy: please keep it apart.',
    });
    await choose(browser, guestLink, organiserToken, { firstName: 'Luca', dishes: [safeFirst, ...pick('')] });
    await choose(browser, guestLink, organiserToken, {
      firstName: 'Sara',
      dishes: [peanut?.dish.name as string, ...pick('')],
    });

    // The organiser sees 3 of 10, who chose what, the conflict marked, the places still empty.
    await page.reload();
    await expect(page.getByText('3 of 10 chosen')).toBeVisible();
    const giulia = page.getByRole('row', { name: /^Giulia/ });
    await expect(giulia).toContainText('peanuts');
    await expect(giulia).toContainText('Contains peanuts, listed');
    await expect(page.getByText('7 places still empty').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'The guests’ link' })).toHaveValue(
      new RegExp(`${guestLink}$`),
    );

    // The CSV: an attachment, a row per guest with their allergens.
    const csv = await page.request.get(`${organiserLink}/sheet.csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers()['content-disposition']).toMatch(
      /^attachment; filename="pre-order-[A-Z0-9-]+\.csv"$/,
    );
    const rows = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toMatch(/^Guest,Child,/);
    expect(rows.find((r) => r.startsWith('Giulia,'))).toContain('peanuts');

    // The printable sheet prints alone: the site's header is hidden on paper.
    await page.goto(`${organiserLink}/print`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Pre-order for ${made.bookingReference}` }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Dishes to prepare' })).toContainText(
      peanut?.dish.name as string,
    );
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('table', { name: 'Guest by guest' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // The clock passes the cut-off: the restaurant gets the sheet with the counts and each guest's allergens.
    const cutoff = await request.post(`${brandApi}/test/preorders/${made.bookingReference}/cutoff`);
    expect(cutoff.ok()).toBe(true);
    expect(((await cutoff.json()) as { closed: boolean }).closed).toBe(true);
    const sheets = await outbox(request, STORE_EMAIL, 'preorder-sheet', made.bookingReference);
    expect(sheets, 'one sheet for the restaurant').toHaveLength(1);
    const sheet = sheets[0] as string;
    expect(sheet).toContain(`2 × ${peanut?.dish.name}`);
    expect(sheet).toMatch(/Giulia: [^\r\n]*allergens: peanuts/);
    expect(sheet).toContain('Luca:');
    expect(sheet).toContain('Sara:');

    // After the cut-off the table is read-only and says so.
    await page.goto(organiserLink);
    await expect(page.getByText(/The pre-order closed at the cut-off/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Remove/ })).toHaveCount(0);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`a party-size change names the guests over it; a cancel closes the pre-order (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const made = await bookChristmasParty(request, unique('resize'));
      const view = await organiserView(request, made);
      const organiserToken = decodeURIComponent(made.preorder.organiserLink.split('/').pop() as string);
      const headers = await brandHeaders(request);
      const choices = view.sections.map((s) => ({ sectionId: s.id, dishId: s.dishes[0]?.id as string }));
      for (const firstName of ['Ada', 'Bea', 'Cleo', 'Dora', 'Elsa', 'Fede', 'Gina']) {
        const res = await request.post(
          `${brandApi}/api/preorders/${encodeURIComponent(organiserToken)}/guests`,
          {
            headers,
            data: { firstName, choices },
          },
        );
        expect(res.status(), await res.text()).toBe(200);
      }

      // The manage page shows the pre-order; the party goes down from 10 to 6: one guest is over it.
      await page.goto(made.manageLink);
      await expect(page.getByText('7 of 10 chosen')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open your pre-order table' })).toHaveAttribute(
        'href',
        made.preorder.organiserLink,
      );
      await page.getByRole('link', { name: 'Change date, time or guests' }).click();
      await page.getByRole('spinbutton', { name: 'Adults' }).fill('6');
      await page.getByRole('button', { name: 'Change my booking' }).click();
      await expect(page.getByText('Your booking has been changed', { exact: false })).toBeVisible();
      // Seven chose and the party is six: the page names the one whose choice is now over it.
      const said = page.getByText(/choice is over the party size: [^.]+\./);
      await expect(said).toBeVisible();
      const over = /over the party size: ([^.]+)\./.exec((await said.textContent()) ?? '')?.[1] as string;
      expect(['Ada', 'Bea', 'Cleo', 'Dora', 'Elsa', 'Fede', 'Gina']).toContain(over);

      await page.goto(made.preorder.organiserLink);
      await expect(page.getByText('6 of 6 chosen')).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(`^${over}`) })).toContainText(
        'Over the party size',
      );

      // The organiser removes that guest, with a confirm step, as a plain form post.
      await page.getByRole('link', { name: `Remove ${over}` }).click();
      await page.getByRole('button', { name: `Yes, remove ${over}` }).click();
      await expect(page.getByText('The guest has been removed')).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(`^${over}`) })).toHaveCount(0);

      // A cancelled booking closes its pre-order.
      await page.goto(`${made.manageLink}?step=cancel`);
      await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your booking is cancelled' })).toBeVisible();
      await page.goto(made.preorder.organiserLink);
      await expect(page.getByText(PREORDER_MESSAGES.cancelled)).toBeVisible();
      await expect(page.getByRole('link', { name: /^Remove/ })).toHaveCount(0);
      await context.close();
    });
  }

  test("a guests' link or a made-up one does not open the organiser's table", async ({ page, request }) => {
    const made = await bookChristmasParty(request, unique('links'));
    const guestToken = made.preorder.guestLink.split('/').pop() as string;
    const asGuest = await page.goto(`/pre-order/organiser/${guestToken}`);
    expect(asGuest?.status()).toBe(404);
    const altered = made.preorder.organiserLink.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await page.goto(altered))?.status()).toBe(404);
    expect((await page.request.get(`${altered}/sheet.csv`)).status()).toBe(404);
  });
});
