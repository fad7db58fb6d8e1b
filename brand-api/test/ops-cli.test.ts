import { expect, it } from 'vitest';
import { callFor, runHttpCommand, runKeysCommand } from '../src/cli/ops-commands.ts';
import { describeOnEachDatabase } from './harness.ts';

/*
 * `pnpm ops`: the key commands on the database (a key is printed once, only its hash is kept) and the HTTP
 * commands through the operators' API (the app in process stands in for the server).
 */

describeOnEachDatabase('pnpm ops', { clock: '2026-11-24T10:00:00Z' }, (h) => {
  const lines: string[] = [];
  const print = (line: string) => lines.push(line);
  const keys = async (...args: string[]) => {
    lines.length = 0;
    return runKeysCommand(h.database.db, args, print);
  };
  const http = async (key: string, ...args: string[]) => {
    lines.length = 0;
    return runHttpCommand(args, {
      env: { OPS_KEY: key, BRAND_API_URL: 'http://brand-api.test/' },
      print,
      fetch: ((url: string, init: RequestInit) =>
        h.app.request(url.replace('http://brand-api.test', ''), init)) as typeof fetch,
    });
  };

  it('makes a key, prints it once and keeps only its hash', async () => {
    expect(await keys('create', '--name', 'ops-cli', '--role', 'operations')).toBe(0);
    const key = lines[1] as string;
    expect(key).toMatch(/^fzops_[0-9a-f]{8}_[\w-]{43}$/);
    const stored = await h.rows<Record<string, unknown>>("SELECT * FROM ops_keys WHERE name = 'ops-cli'");
    expect(JSON.stringify(stored)).not.toContain(key.slice(15));
    expect(await keys('create', '--name', 'ops-cli', '--role', 'content')).toBe(1);
    expect(await keys('create', '--name', 'bad role', '--role', 'admin')).toBe(2);
    expect(await keys('create', '--name', 'ops-cli-publisher', '--role', 'publisher')).toBe(0);
    expect(await keys('list')).toBe(0);
    expect(lines.join('\n')).toMatch(/ops-cli\toperations\tfzops_[0-9a-f]{8}_…/);
    expect(lines.join('\n')).not.toContain(key);

    // The key works over HTTP; a refusal prints the brand API's message and exits non-zero.
    expect(await http(key, 'dish', 'tiramisu', '--price', '6.75')).toBe(0);
    expect(JSON.parse(lines.join('\n'))).toMatchObject({ changed: true, after: { price: 6.75 } });
    expect(await http(key, 'dish', 'no-such-dish', '--on')).toBe(1);
    expect(lines).toEqual(['404: Dish not found: no menu has a dish with id "no-such-dish"']);
    expect(await http(key, 'changes')).toBe(0);
    expect(lines.join('\n')).toContain('dish:tiramisu');

    expect(await keys('revoke', 'ops-cli')).toBe(0);
    expect(await keys('revoke', 'ops-cli')).toBe(0);
    expect(lines).toEqual(['Key "ops-cli" was already revoked.']);
    expect(await keys('revoke', 'nobody')).toBe(1);
    expect(await http(key, 'changes')).toBe(1);
    expect(lines[0]).toMatch(/^401: /);
  });
});

it('turns each command into its call', () => {
  expect(callFor(['close', '1001', '--reason', 'Burst pipe'])).toEqual({
    method: 'POST',
    path: '/api/ops/restaurants/1001/closures',
    body: { from: 'now', reason: 'Burst pipe' },
  });
  expect(callFor(['hours', '1001', '2026-12-02', '--open', '12:00', '--close', '22:00'])).toMatchObject({
    body: { date: '2026-12-02', openTime: '12:00', closeTime: '22:00' },
  });
  expect(callFor(['hours', '1001', '2026-12-02', '--remove'])).toMatchObject({
    path: '/api/ops/restaurants/1001/special-hours/remove',
  });
  expect(callFor(['dish', 'carbonara', '--off', 'today'])).toMatchObject({ body: { state: 'off-today' } });
  expect(callFor(['offer', 'pranzo', '--ends', '2026-12-31'])).toMatchObject({
    path: '/api/ops/offers/pranzo/end',
    body: { validUntil: '2026-12-31' },
  });
  expect(callFor(['closure-bookings', '7'])).toEqual({ method: 'GET', path: '/api/ops/closures/7/bookings' });
  expect(callFor(['dish', 'carbonara'])).toMatch(/--off/);
  expect(callFor(['nonsense'])).toMatch(/^Usage/);
});
