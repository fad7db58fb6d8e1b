// Tries to book out one restaurant's evening from one address, as an attacker would: every
// create comes from this machine with a made-up name, e-mail and phone, over the evening's free times,
// until `--attempts` creates were sent. Prints one JSON line: how many bookings were made, how many were
// refused and with which booking code. With the booking limits on, at most the configured number per
// address (BOOKING_LIMIT_PER_ADDRESS, default BOOKING_LIMIT_DEFAULTS.perAddress) is made.
//
//   tsx scripts/book-out.ts --url http://127.0.0.1:4010 --date 2027-1-14
//   options: --store 1001  --from 18:15  --to 20:45  --attempts 24  --brand-key fittizia-demo
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { BRAND_KEY_HEADER, slotsResponse, tokenResponse } from '@fittizia/contract';

export interface BookOutOptions {
  url: string;
  brandKey: string;
  storeId: string;
  /** The dining date, unpadded (`2027-1-14`). */
  date: string;
  from: string;
  to: string;
  attempts: number;
}

export interface BookOutResult {
  made: number;
  refused: Record<string, number>;
  times: string[];
}

/** A create body for two at `time` under a made-up name, e-mail and phone (as an attacker would send it). */
export function madeUpBooking(storeId: string, date: string, time: string) {
  const who = randomBytes(4).toString('hex');
  // Names are letters only (contract person.ts): the hex digits as letters.
  const name = who.replace(/\d/g, (d) => 'ghijklmnop'.charAt(Number(d)));
  return {
    restaurantId: storeId,
    firstName: `Guest${name}`,
    lastName: `Made${name}`,
    emailAddress: `diner.${who}@example.com`,
    mobilePhoneNumber: `077009${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`,
    diningDateTime: `${date} ${time}`,
    bookingTime: time,
    adultCovers: 2,
    childCovers: 0,
    menuIds: ['bm-a-la-carte'],
    shouldReceivePromotions: false,
    shouldReceiveSms: false,
    occasionId: 'standard',
  };
}

export async function bookOut(o: BookOutOptions): Promise<BookOutResult> {
  const tokenRes = await fetch(`${o.url}/api/token`, {
    method: 'POST',
    headers: { [BRAND_KEY_HEADER]: o.brandKey, 'content-type': 'application/json' },
    body: '{}',
  });
  const { accessToken } = tokenResponse.parse(await tokenRes.json());
  const headers = {
    [BRAND_KEY_HEADER]: o.brandKey,
    authorization: `Bearer ${accessToken}`,
    'content-type': 'application/json',
  };
  const query = new URLSearchParams({
    occasionId: 'standard',
    adults: '2',
    children: '0',
    dates: o.date,
    menuIds: 'bm-a-la-carte',
    areaId: 'null',
  });
  const slotsRes = await fetch(`${o.url}/api/booking/slots/${o.storeId}?${query}`, { headers });
  if (!slotsRes.ok) throw new Error(`slots answered ${slotsRes.status}: ${await slotsRes.text()}`);
  const times = (slotsResponse.parse(await slotsRes.json()).dates[0]?.times ?? [])
    .map((t) => t.time)
    .filter((t) => t >= o.from && t <= o.to);
  if (times.length === 0) throw new Error(`no free time between ${o.from} and ${o.to} on ${o.date}`);
  const result: BookOutResult = { made: 0, refused: {}, times };
  for (let i = 0; i < o.attempts; i++) {
    const time = times[i % times.length] as string;
    const res = await fetch(`${o.url}/api/booking/create/${o.storeId}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(madeUpBooking(o.storeId, o.date, time)),
    });
    if (res.ok) {
      result.made++;
    } else {
      const body = (await res.json().catch(() => ({}))) as { code?: number };
      const key = `${res.status}${body.code === undefined ? '' : ` code ${body.code}`}`;
      result.refused[key] = (result.refused[key] ?? 0) + 1;
    }
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: `http://127.0.0.1:${process.env.BRAND_API_PORT ?? 4010}` },
      'brand-key': { type: 'string', default: 'fittizia-demo' },
      store: { type: 'string', default: '1001' },
      date: { type: 'string' },
      from: { type: 'string', default: '18:15' },
      to: { type: 'string', default: '20:45' },
      attempts: { type: 'string', default: '24' },
    },
  });
  if (!values.date) {
    console.error('--date is required (the dining date, unpadded: 2027-1-14)');
    process.exit(2);
  }
  const result = await bookOut({
    url: values.url,
    brandKey: values['brand-key'],
    storeId: values.store,
    date: values.date,
    from: values.from,
    to: values.to,
    attempts: Number(values.attempts),
  });
  console.log(JSON.stringify(result));
}
