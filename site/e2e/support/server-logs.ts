import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { redactSecrets } from '@fittizia/contract/log-redaction';

/**
 * The e2e run's server logs: playwright.config.ts tees each webServer's stdout and stderr into a
 * file here, and the `server-logs` project (server-logs.final.ts) runs last and looks in them for the test
 * diners' personal data.
 */
export const LOG_DIR = fileURLToPath(new URL('../../../test-results/e2e-logs/', import.meta.url));
export const LOG_FILES = { brandApi: `${LOG_DIR}brand-api.log`, site: `${LOG_DIR}site.log` } as const;

/** A webServer command whose output (stdout and stderr) is also appended to `file`. */
export const teeTo = (command: string, file: string) =>
  `mkdir -p '${LOG_DIR}' && : > '${file}' && ${command} 2>&1 | tee -a '${file}'`;

/** Every e-mail address the specs type is at example.com (a reserved domain): any address there is a diner's. */
const EMAIL = /[a-z0-9._%+'-]+(?:@|%40)example\.(?:com|org|net)\b/gi;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A phone number matched however it is written: its digits after the trunk prefix (0 or +44), with spaces,
 * dashes, dots or brackets (raw or URL-encoded) allowed between them.
 */
const phonePattern = (phone: string) => {
  const digits = phone.replace(/\D/g, '').replace(/^(?:44|0)/, '');
  return new RegExp(digits.split('').join('(?:[\\s().-]|%20|\\+)*'), 'i');
};

/** A name as a whole word (so `Ada` matches neither `metadata` nor a request id's `2ada0`), also URL-encoded. */
const namePattern = (name: string) => {
  const forms = [name, encodeURIComponent(name).replaceAll("'", '%27')].map(escapeRegExp).join('|');
  return new RegExp(`(?<![a-z0-9])(?:${forms})(?![a-z0-9])`, 'i');
};

export interface Diners {
  names: string[];
  phones: string[];
}

/**
 * The names and phone numbers the specs type, read from the specs themselves and the steps they share
 * (`support/`, the limits-on journeys): every literal passed to `.fill()` on a field whose label (or variable)
 * says name, phone, mobile or telephone, and every UK mobile number written there. A new spec's diner is covered
 * without a list to keep up to date.
 */
export function dinersInSpecs(dir = fileURLToPath(new URL('../', import.meta.url))): Diners {
  const names = new Set<string>();
  const phones = new Set<string>();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.(spec|journey)\.ts$|^support[\\/][^\\/]+\.ts$/.test(f),
  );
  for (const file of files) {
    const source = readFileSync(`${dir}${file}`, 'utf8');
    for (const match of source.matchAll(/([^\n]*)\.fill\((['"])(.+?)\2\)/g)) {
      const [, before = '', , value = ''] = match;
      const label = /name: (?:'([^']*)'|\/([^/]*)\/)[^\n]*$/.exec(before);
      const field = (label ? (label[1] ?? label[2]) : /(\w+)\s*$/.exec(before)?.[1]) ?? '';
      if (/card/i.test(field)) continue;
      if (/mobile|phone|telephone/i.test(field)) phones.add(value);
      else if (/name/i.test(field)) for (const word of value.split(/\s+/)) names.add(word);
    }
    // Bodies a spec sends itself (`request.post(..., { data: { firstName: 'Ada', ... } })`).
    for (const match of source.matchAll(
      /\b(firstName|lastName|secondName|phone|mobile|telephone)\??: (['"])(.+?)\2/g,
    )) {
      const [, key = '', , value = ''] = match;
      (/name/i.test(key) ? names : phones).add(value);
    }
    for (const match of source.matchAll(/(?:\+44\s?|\b0)7\d{3}\s?\d{3}\s?\d{3}\b/g)) phones.add(match[0]);
  }
  return { names: [...names], phones: [...phones] };
}

/** Each piece of a diner's personal data found in `text`, with the line it is on. */
export function personalDataIn(text: string, diners: Diners): { found: string; line: string }[] {
  const hits: { found: string; line: string }[] = [];
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(EMAIL)) hits.push({ found: match[0], line });
    for (const phone of diners.phones) if (phonePattern(phone).test(line)) hits.push({ found: phone, line });
    for (const name of diners.names) if (namePattern(name).test(line)) hits.push({ found: name, line });
  }
  return hits;
}

/**
 * Each line of `text` that holds a bearer secret (a manage, attend, standby or sign-up confirmation token, a
 * preferences guid in an address, a secret query parameter): a line the loggers' path rules (`redactSecrets`) would still change, with
 * what they would write instead. Lines a server printed past its logger are read the same way.
 */
export function bearerSecretsIn(text: string): { line: string; redacted: string }[] {
  return text
    .split('\n')
    .map((line) => ({ line, redacted: redactSecrets(line) }))
    .filter(({ line, redacted }) => line !== redacted);
}
