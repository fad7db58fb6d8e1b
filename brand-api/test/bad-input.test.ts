import { BAD_INPUT_RUNS, badEndpointRequests, sampleCases } from '@fittizia/api-mocks/bad-input';
import { type EndpointName, endpoints } from '@fittizia/contract';
import { expect, it } from 'vitest';
import { rowCounts } from '../src/shared/row-counts.ts';
import { describeOnEachDatabase } from './harness.ts';

/**
 * The generated bad-input sweep against the brand API itself: for every call of the endpoint
 * table, BAD_INPUT_RUNS requests with a fixed seed, each carrying something no call accepts, sent with a
 * valid token and brand key so that the request reaches the call. Every one is refused with a 4xx and a JSON
 * message, and no table gains or loses a row.
 */
describeOnEachDatabase('bad input to the brand API (generated, fixed seed)', {}, (h, kind) => {
  const errors = () => h.logs.filter((line) => Number(line.level) >= 50);

  it(`refuses ${BAD_INPUT_RUNS} bad requests per call with a 4xx, writing nothing`, async () => {
    const before = await rowCounts(h.database);
    const started = performance.now();
    let total = 0;
    const failures: string[] = [];
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      for (const c of sampleCases(badEndpointRequests(name, h.auth))) {
        total += 1;
        const res = await h.app.request(c.path, {
          method: c.method,
          headers: c.headers,
          ...(c.body !== undefined ? { body: c.body } : {}),
        });
        const text = await res.text();
        let message: unknown;
        try {
          message = (JSON.parse(text) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        if (res.status < 400 || res.status >= 500 || typeof message !== 'string') {
          failures.push(
            `${name} ${c.kind}: ${c.method} ${c.path.slice(0, 120)} -> ${res.status} ${text.slice(0, 120)}`,
          );
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`brand API bad-input sweep on ${kind.name}: ${total} requests in ${seconds.toFixed(1)} s`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(total).toBe(Object.keys(endpoints).length * BAD_INPUT_RUNS);
    expect(errors()).toEqual([]);
    expect(await rowCounts(h.database)).toEqual(before);
  }, 120_000);
});
