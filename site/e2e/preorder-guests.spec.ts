import { PREORDER_MESSAGES, type PreorderView } from '@fittizia/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrated } from './support/booking-steps.ts';
import { cardCustomer } from './support/preorders.ts';
import { E2E_BRAND_KEY } from './support/test-keys.ts';

/**
 * The guests' pre-order page on the production build with the embedded brand API: a party of 10 books
 * the Christmas menu through the API; a guest opens the guests' link, is refused each bad input with its message
 * and what was typed kept (and nothing stored), adds a choice with a peanut allergy and is warned on the dish with
 * peanuts, then changes it; with JavaScript on and off.
 */
const brandApi = `http://127.0.0.1:${Number(process.env.E2E_BRAND_API_PORT ?? 4110)}`;
const STORE = '1001';

/** A Monday to Thursday inside the Christmas party's season (15 November to 23 December), 5 days or more ahead. */
function festiveSlot(): { date: string; time: string } {
  const now = Date.now();
  for (let year = new Date(now).getUTCFullYear(); ; year++) {
    const days: Date[] = [];
    for (
      let d = new Date(Date.UTC(year, 10, 15));
      d <= new Date(Date.UTC(year, 11, 23));
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      if (d.getTime() > now + 5 * 86_400_000 && [1, 2, 3, 4].includes(d.getUTCDay())) days.push(new Date(d));
    }
    if (days.length === 0) continue;
    const day = days[Math.floor(Math.random() * days.length)] as Date;
    const minutes = 18 * 60 + 15 * Math.floor(Math.random() * 8);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { date: `${day.getUTCFullYear()}-${day.getUTCMonth() + 1}-${day.getUTCDate()}`, time };
  }
}

async function accessToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${brandApi}/api/token`, { headers: { brandKey: E2E_BRAND_KEY }, data: {} });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Books 10 on the Christmas menu; the answer's pre-order carries the guests' link. */
async function bookParty(request: APIRequestContext): Promise<{ guestLink: string; bearer: string }> {
  const bearer = await accessToken(request);
  const email = `preorder.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const braintreeCustomerId = await cardCustomer(
    request,
    { brandKey: E2E_BRAND_KEY, authorization: `Bearer ${bearer}` },
    email,
  );
  for (let attempt = 0; ; attempt++) {
    const at = festiveSlot();
    const res = await request.post(`${brandApi}/api/booking/create/${STORE}`, {
      headers: { brandKey: E2E_BRAND_KEY, authorization: `Bearer ${bearer}` },
      data: {
        restaurantId: STORE,
        firstName: 'Marco',
        lastName: 'Bianchi',
        emailAddress: email,
        mobilePhoneNumber: '07700900123',
        diningDateTime: `${at.date} ${at.time}`,
        bookingTime: at.time,
        adultCovers: 10,
        childCovers: 0,
        menuIds: ['bm-christmas'],
        occasionId: 'christmas-party',
        braintreeCustomerId,
      },
    });
    const text = await res.text();
    if (res.status() !== 200 && attempt < 4 && /"code":(4|9)\b/.test(text)) continue;
    expect(res.status(), text).toBe(200);
    const made = JSON.parse(text) as { preorder?: { guestLink: string } };
    expect(made.preorder?.guestLink, 'a party of 10 on the Christmas menu gets a pre-order').toMatch(
      /^\/pre-order\//,
    );
    return { guestLink: made.preorder?.guestLink as string, bearer };
  }
}

/** The pre-order as the guests' link sees it, straight from the brand API (what is stored). */
async function stored(request: APIRequestContext, guestLink: string, bearer: string): Promise<PreorderView> {
  const token = guestLink.slice('/pre-order/'.length);
  const res = await request.get(`${brandApi}/api/preorders/${token}`, {
    headers: { brandKey: E2E_BRAND_KEY, authorization: `Bearer ${bearer}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as PreorderView;
}

const course = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the guests' pre-order page, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a guest is refused each bad input with what they typed kept, then adds, is warned, and changes', async ({
      page,
      request,
      context,
    }) => {
      const { guestLink, bearer } = await bookParty(request);
      const view = await stored(request, guestLink, bearer);
      const withPeanuts = view.sections.find((s) => s.dishes.some((d) => d.allergens.includes('peanuts')));
      expect(withPeanuts, 'the Christmas menu has a dish with peanuts').toBeDefined();
      const peanutDish = withPeanuts?.dishes.find((d) => d.allergens.includes('peanuts'))?.name as string;
      const otherDish = withPeanuts?.dishes.find((d) => !d.allergens.includes('peanuts'))?.name as string;
      const required = view.sections.filter((s) => s.required);
      const chooseAll = async (except?: string) => {
        for (const s of view.sections) {
          if (s.name === except) continue;
          const dish = s.id === withPeanuts?.id ? peanutDish : (s.dishes[0]?.name as string);
          await course(page, s.name)
            .getByRole('radio', { name: new RegExp(`^${dish}`) })
            .check();
        }
      };
      const save = () => page.getByRole('button', { name: /Save my (choice|change)/ }).click();
      const summary = page.getByTestId('error-summary');

      const first = await page.goto(guestLink);
      if (javaScriptEnabled) await hydrated(page);
      expect(first?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose your meal' })).toBeVisible();
      await expect(page.getByTestId('preorder-count')).toHaveText('0 of 10 places chosen');

      // No first name: its message, the note kept.
      await page.getByLabel(/A note for the kitchen/).fill('No gravy, please.');
      await chooseAll();
      await save();
      await expect(summary).toContainText(PREORDER_MESSAGES.firstName);
      await expect(page.getByLabel(/A note for the kitchen/)).toHaveValue('No gravy, please.');

      // A note over its limit: its message, the name and the note kept.
      await page.getByLabel('First name').fill('Priya');
      await page.getByLabel(/A note for the kitchen/).fill('n'.repeat(201));
      await chooseAll();
      await save();
      await expect(summary).toContainText(PREORDER_MESSAGES.note);
      await expect(page.getByLabel('First name')).toHaveValue('Priya');
      await expect(page.getByLabel(/A note for the kitchen/)).toHaveValue('n'.repeat(201));

      // A course missing: its message beside the course.
      const missing = required.at(-1)?.name as string;
      // A fresh page (the address without ?refused=1 shows nothing kept from before).
      await page.goto(guestLink);
      if (javaScriptEnabled) await hydrated(page);
      await page.getByLabel('First name').fill('Priya');
      await chooseAll(missing);
      await save();
      await expect(summary).toContainText(PREORDER_MESSAGES.courseMissing(missing));
      await expect(page.getByLabel('First name')).toHaveValue('Priya');

      // A dish not on the menu (a forged post): its message, the name kept.
      const origin = new URL(page.url()).origin;
      const forged = await page.request.post(guestLink, {
        headers: { origin },
        form: Object.fromEntries([
          ['intent', 'add'],
          ['firstName', 'Priya'],
          ...view.sections.map((s) => [`choice.${s.id}`, s.dishes[0]?.id as string]),
          [`choice.${view.sections[0]?.id}`, 'not-a-dish'],
        ]),
        maxRedirects: 0,
      });
      expect(forged.status()).toBe(303);
      await page.goto(new URL(forged.headers().location as string, origin).href);
      await expect(summary).toContainText(PREORDER_MESSAGES.dishNotOnMenu);
      await expect(page.getByLabel('First name')).toHaveValue('Priya');
      expect((await stored(request, guestLink, bearer)).guests, 'nothing stored').toHaveLength(0);

      // The choice: a peanut allergy, the dish with peanuts, warned but not refused.
      await page.goto(guestLink);
      if (javaScriptEnabled) await hydrated(page);
      await page.getByLabel('First name').fill('Priya');
      await page.getByRole('group', { name: 'I avoid' }).getByRole('checkbox', { name: 'Peanuts' }).check();
      await chooseAll();
      const warning = PREORDER_MESSAGES.allergenConflict(peanutDish, 'peanuts');
      if (javaScriptEnabled) await expect(page.getByTestId('allergen-warnings')).toHaveText(warning);
      await save();
      await expect(page.getByTestId('preorder-notice')).toBeVisible();
      await expect(page.getByTestId('preorder-count')).toHaveText('1 of 10 places chosen');
      await expect(page.getByText('Priya (you): has chosen')).toBeVisible();
      await expect(page.getByTestId('own-conflicts')).toHaveText(warning);
      const cookie = (await context.cookies()).find((c) => /preorder-[A-Z0-9-]+$/.test(c.name));
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');

      // The change: another dish of that course, the warning gone.
      await page.getByRole('link', { name: /Change/ }).click();
      await expect(page.getByLabel('First name')).toHaveValue('Priya');
      await course(page, withPeanuts?.name as string)
        .getByRole('radio', { name: new RegExp(`^${otherDish}`) })
        .check();
      await save();
      await expect(page.getByTestId('preorder-own')).toContainText(otherDish);
      await expect(page.getByTestId('own-conflicts')).toHaveCount(0);
      const after = await stored(request, guestLink, bearer);
      expect(after.guests.map((g) => [g.firstName, g.chosen])).toEqual([['Priya', true]]);
    });
  });
}
