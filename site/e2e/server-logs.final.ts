import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { bearerSecretsIn, dinersInSpecs, LOG_FILES, personalDataIn } from './support/server-logs.ts';

/**
 * Runs after every other e2e test (its own Playwright project, depending on the main one): the logs
 * the brand API and the site wrote during the whole run (playwright.config.ts tees them into files) hold none
 * of the names, e-mail addresses or phone numbers the specs typed, in any case, raw or URL-encoded. The last
 * test proves the scan can fail.
 */
const diners = dinersInSpecs();

test('the specs name the diners whose data the logs are searched for', () => {
  expect(diners.names).toEqual(expect.arrayContaining(['Ada', 'Lovelace', 'Giulia', "D'Andrea"]));
  expect(diners.phones).toEqual(expect.arrayContaining(['07700 900123', '+44 7700 900 321']));
});

for (const [server, file] of Object.entries(LOG_FILES)) {
  test(`the ${server} log of the whole e2e run holds no test diner's name, e-mail or phone number`, () => {
    const text = readFileSync(file, 'utf8');
    // The server did log the run (its request lines or its start-up line): an empty file proves nothing.
    expect(text.split('\n').filter(Boolean).length).toBeGreaterThan(0);
    expect(personalDataIn(text, diners)).toEqual([]);
  });

  test(`the ${server} log of the whole e2e run holds no bearer token and no preferences guid`, () => {
    expect(bearerSecretsIn(readFileSync(file, 'utf8'))).toEqual([]);
  });
}

test('the scan finds a token or a guid in a log line, in an address or alone', () => {
  const line = (fields: object) => JSON.stringify({ level: 30, msg: 'request', ...fields });
  const token = 'K7QD2MXR.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
  const guid = '2e57c660-ba80-4915-ad2d-b6952ada0ce2';
  expect(bearerSecretsIn(line({ path: `/api/booking/manage/${token}/cancel` }))).toHaveLength(1);
  expect(bearerSecretsIn(line({ documentUrl: `http://localhost:3000/preferences/${guid}` }))).toHaveLength(1);
  expect(
    bearerSecretsIn(`[request error] [GET] http://localhost:3000/booking/standby/${token}`),
  ).toHaveLength(1);
  expect(bearerSecretsIn(line({ err: { message: `refused ${token}` } }))).toHaveLength(1);
  expect(
    bearerSecretsIn(line({ path: '/api/booking/manage/[Redacted]/cancel', requestId: guid, tag: 'tomato' })),
  ).toEqual([]);
});

test('the scan finds a diner in a log line, however it is written', () => {
  const line = (fields: object) => JSON.stringify({ level: 30, msg: 'request', ...fields });
  const found = (text: string) => personalDataIn(text, diners).map((hit) => hit.found);
  expect(found(line({ email: 'Ada.Lovelace+42@Example.com' }))).toContain('Ada.Lovelace+42@Example.com');
  expect(found(line({ path: '/api/customer?email=ada.lovelace%40example.com' }))).toContain(
    'ada.lovelace%40example.com',
  );
  expect(found(line({ phone: '+447700900123' }))).toContain('07700 900123');
  expect(found(line({ phone: '07700-900-321' }))).toContain('+44 7700 900 321');
  expect(found(line({ err: { message: 'bad value "LOVELACE"' } }))).toContain('Lovelace');
  expect(found(line({ name: 'D%27Andrea' }))).toContain("D'Andrea");
  expect(
    found(
      line({
        name: '[Redacted]',
        path: '/metadata',
        requestId: '2e57c660-ba80-4915-ad2d-b6952ada0ce2',
        tag: 'tomato',
      }),
    ),
  ).toEqual([]);
});
