// The guests' pre-order journey of the main diner journeys (journeys.mjs): a party of 10 booked on the
// Christmas menu through the brand API, then a guest chooses on the page in this engine. The page's form is a
// plain post answered with a redirect, and the guest's own entry comes back from an HttpOnly cookie: the journey
// checks both after a fresh load, so it holds whether or not the page's script takes the submit.
import { LOCAL_BRAND_KEY } from '../lib/test-keys.mjs';

const brandApi = () => `http://127.0.0.1:${Number(process.env.ENGINES_BRAND_API_PORT ?? 4130)}`;

/** A Monday to Thursday inside the Christmas party's season, 5 days or more ahead, at 19:00. */
function festiveDate() {
  const now = Date.now();
  for (let year = new Date(now).getUTCFullYear(); ; year++) {
    for (
      let d = new Date(Date.UTC(year, 10, 15));
      d <= new Date(Date.UTC(year, 11, 23));
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      if (
        d.getTime() > now + 5 * 86_400_000 + Math.random() * 10 * 86_400_000 &&
        [1, 2, 3, 4].includes(d.getUTCDay())
      )
        return `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
    }
  }
}

async function bookParty() {
  const headers = { brandKey: LOCAL_BRAND_KEY, 'content-type': 'application/json' };
  const token = await fetch(`${brandApi()}/api/token`, { method: 'POST', headers, body: '{}' }).then((r) =>
    r.json(),
  );
  // A Christmas party at this restaurant asks for a card guarantee: the payment sandbox's accepted nonce first.
  const email = `engines.preorder.${Date.now()}@example.com`;
  const card = await fetch(`${brandApi()}/api/v1/braintree/submit`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token.accessToken}` },
    body: JSON.stringify({
      Nonce: 'fake-valid-nonce',
      FirstName: 'Marco',
      LastName: 'Bianchi',
      Email: email,
    }),
  });
  if (card.status !== 200) throw new Error(`the party's card: ${card.status} ${await card.text()}`);
  const braintreeCustomerId = (await card.json()).data;
  for (let attempt = 0; ; attempt++) {
    const date = festiveDate();
    const res = await fetch(`${brandApi()}/api/booking/create/1001`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token.accessToken}` },
      body: JSON.stringify({
        restaurantId: '1001',
        firstName: 'Marco',
        lastName: 'Bianchi',
        emailAddress: email,
        mobilePhoneNumber: '07700900123',
        diningDateTime: `${date} 19:00`,
        bookingTime: '19:00',
        adultCovers: 10,
        childCovers: 0,
        menuIds: ['bm-christmas'],
        occasionId: 'christmas-party',
        braintreeCustomerId,
      }),
    });
    const text = await res.text();
    if (res.status !== 200 && attempt < 4 && /"code":(4|9)\b/.test(text)) continue;
    if (res.status !== 200) throw new Error(`the party's booking: ${res.status} ${text}`);
    const link = JSON.parse(text).preorder?.guestLink;
    if (!link) throw new Error('the booking has no pre-order link');
    const view = await fetch(`${brandApi()}/api/preorders/${link.slice('/pre-order/'.length)}`, {
      headers: { ...headers, authorization: `Bearer ${token.accessToken}` },
    }).then((r) => r.json());
    return { link, view };
  }
}

const literal = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const preorderJourneys = [
  {
    name: "a guest's pre-order choice",
    async run(page) {
      const { link, view } = await bookParty();
      const peanutSection = view.sections.find((s) => s.dishes.some((d) => d.allergens.includes('peanuts')));
      if (!peanutSection) throw new Error('the Christmas menu has no dish with peanuts');
      const peanutDish = peanutSection.dishes.find((d) => d.allergens.includes('peanuts'));
      const otherDish = peanutSection.dishes.find((d) => !d.allergens.includes('peanuts'));
      await page.open(link);
      await page.sees('heading', /^Choose your meal$/);
      await page.fill(/^First name/, 'Priya');
      // The "I avoid" boxes, not the menu filter's (folded away, with the same names).
      await page.press('box', /^Peanuts$/, { scope: 'fieldset:has(#preorder-allergens-hint)' });
      for (const s of view.sections) {
        const dish = s.id === peanutSection.id ? peanutDish : s.dishes[0];
        await page.press('box', new RegExp(`^${literal(dish.name)}`));
      }
      await page.press('button', /^Save my choice$/);
      await page.until('the choice saved', () => /Priya \(you\): has chosen/.test(document.body.textContent));
      // A fresh load: the entry is this browser's (its HttpOnly cookie), with the warning about peanuts.
      await page.open(link);
      await page.until('the warning on the dish with peanuts', () =>
        /contains peanuts, which you listed/.test(
          document.querySelector('[data-testid="own-conflicts"]')?.textContent ?? '',
        ),
      );
      await page.press('link', /^Change/);
      await page.until(
        'the change form',
        () => document.querySelector('input[name="firstName"]')?.value === 'Priya',
      );
      // The Change link loads the page afresh: it is live (hydrated) before the change is made, as `open` waits.
      await page.hydrated();
      await page.press('box', new RegExp(`^${literal(otherDish.name)}`));
      await page.press('button', /^Save my change$/);
      // Saved (in place with the script, or by the page the post answers) before the page is loaded afresh.
      await page.until(
        'the change saved',
        (name) => (document.querySelector('[data-testid="preorder-own"]')?.textContent ?? '').includes(name),
        [otherDish.name],
      );
      await page.open(link);
      await page.until(
        'the changed choice, no warning',
        (name) =>
          (document.querySelector('[data-testid="preorder-own"]')?.textContent ?? '').includes(name) &&
          !document.querySelector('[data-testid="own-conflicts"]'),
        [otherDish.name],
      );
    },
  },
];
