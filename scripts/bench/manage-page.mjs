// A real booking's manage page for the first-load measurements (docs/performance.md): the manage page
// of spec route `/booking/manage/<token>` is measured on a booking just made through the embedded brand API, so
// it renders the booking as a diner opening the e-mailed link sees it.
import { LOCAL_BRAND_KEY } from '../lib/test-keys.mjs';

/** The placeholder a page list may hold: replaced by a real booking's manage page. */
export const MANAGE_PAGE = '/booking/manage/:token';
// The site's key (scripts/lib/test-keys.mjs): a manage link is signed for the brand that opens it.
const BRAND_KEY = LOCAL_BRAND_KEY;
const STORE = '1001';

/** A weekday 30 to 200 days ahead at an evening quarter hour (a slot the seed may refuse or have taken). */
function slot(attempt) {
  const day = new Date(Date.now() + (30 + ((attempt * 37) % 170)) * 86_400_000);
  while ([0, 5, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  const minutes = 17 * 60 + 15 * (attempt % 12);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { date: `${day.getUTCFullYear()}-${day.getUTCMonth() + 1}-${day.getUTCDate()}`, time };
}

/** Books a table for two through the brand API and answers its manage link (`/booking/manage/<token>`). */
export async function bookedManagePath(apiUrl) {
  const token = await fetch(`${apiUrl}/api/token`, { method: 'POST', headers: { brandKey: BRAND_KEY } }).then(
    (r) => r.json(),
  );
  const headers = {
    brandKey: BRAND_KEY,
    authorization: `Bearer ${token.accessToken}`,
    'content-type': 'application/json',
  };
  let last = '';
  for (let attempt = 0; attempt < 12; attempt++) {
    const at = slot(attempt);
    const res = await fetch(`${apiUrl}/api/booking/create/${STORE}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        restaurantId: STORE,
        firstName: 'Ada',
        lastName: 'Lovelace',
        emailAddress: `bench.${Date.now()}@example.com`,
        mobilePhoneNumber: '07700900123',
        diningDateTime: `${at.date} ${at.time}`,
        bookingTime: at.time,
        adultCovers: 2,
        childCovers: 0,
        menuIds: ['bm-a-la-carte'],
        occasionId: 'standard',
      }),
    });
    last = await res.text();
    if (res.ok) {
      const { manageLink } = JSON.parse(last);
      if (manageLink) return manageLink;
    }
  }
  throw new Error(`no booking could be made for the manage page: ${last}`);
}

/** The page list with the manage placeholder replaced by a real booking's manage page. */
export async function withManagePage(paths, apiUrl) {
  if (!paths.includes(MANAGE_PAGE)) return paths;
  const manage = await bookedManagePath(apiUrl);
  return paths.map((p) => (p === MANAGE_PAGE ? manage : p));
}
