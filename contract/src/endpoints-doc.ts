import type { Endpoint } from './endpoint.ts';
import { type EndpointName, endpoints } from './endpoints.ts';

const size = (bytes: number) =>
  bytes === 0
    ? 'none'
    : bytes >= 1024 * 1024
      ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
      : `${Math.round(bytes / 1024)} KB`;

/** The rules a few calls add, in a few words each ('-': none). */
function otherRules(def: Endpoint): string {
  const rules = [
    def.crossField ? `\`body.${def.crossField.body}\` = \`${def.crossField.equalsParam}\`` : undefined,
    def.refusalCode === undefined ? undefined : `refused as \`err=${def.refusalCode}\``,
    def.idempotencyKey ? 'Idempotency-Key' : undefined,
    def.failureLog ? 'failures logged' : undefined,
    def.fromBrowser ? undefined : 'not from a browser',
    def.stream ? 'event stream' : undefined,
  ].filter(Boolean);
  return rules.length ? rules.join('; ') : '-';
}

/**
 * docs/endpoints.md: every call of the endpoint table with its rules, generated from the table
 * (`pnpm docs:endpoints` writes it; a unit test fails when the committed page is stale).
 */
export function endpointRulesMarkdown(): string {
  const rows = (Object.keys(endpoints) as EndpointName[]).map((name) => {
    const def = endpoints[name] as Endpoint;
    return `| \`${name}\` | ${def.method} | \`${def.path}\` | ${def.section} | ${def.cache} | ${def.rateLimit} | ${
      def.captchaAction ? `\`${def.captchaAction}\`` : '-'
    } | ${def.formCheck ? 'yes' : '-'} | ${size(def.bodyLimit)} | ${def.requiresToken ? 'yes' : 'no'} | ${
      def.personalData ? 'yes' : '-'
    } | ${otherRules(def)} |`;
  });
  return `<!-- Generated from contract/src/endpoints.ts by \`pnpm docs:endpoints\`: do not edit by hand. -->
# Endpoint rules

Every call of the brand API (spec section 7) and the rules it declares in the contract's endpoint table. The
site's \`/api\` pipeline (site/server/proxy.ts), its read cache (site/server/public-reads.ts), its rate limits
(site/server/rate-limit.ts), the embedded brand API (token-free paths, body limits, prepared answers) and the
mocks all read these rules from the table, and check requests with the contract's \`checkRequest\`; nothing else
lists them.

- **cache**: \`public\` answers are the same for every caller and change only with the brand's content (the
  seed): the site server's read cache and the brand API's prepared answers keep them; \`private\` ones are never
  kept. Every \`/api\` answer goes out \`Cache-Control: no-store\`.
- **rate limit**: \`write\` (changes something or sends mail) and \`lookup\` (a read by a secret-like key) spend
  points of the session's and the address's budgets for the class; \`none\` is not limited.
- **captcha**: the reCAPTCHA v3 action the token must carry, checked when the keys are set.
- **form check**: the bot check that needs no keys (an empty honeypot field and a signed form-started token
  older than the minimum fill time).
- **body**: the largest body accepted; a larger one is refused (413) before it is read.
- **token**: sent with the brand-API bearer token; the operators' calls (section \`ops\`, under \`/api/ops/\`) carry
  an operator's key instead ([operations.md](operations.md)).
- **personal**: the request or the answer carries a person's details.
- **other**: \`crossField\`, a body field that must equal a path parameter (else 400 naming the field);
  \`refusalCode\`, schema refusals worded as the spec's coded error (\`err=15\`, with \`code\`);
  \`idempotencyKey\`, always sent with an Idempotency-Key (the site makes one), so a call that timed out is asked
  again with it; \`failureLog\`, failures logged by the site's server (the page does not show them);
  \`fromBrowser: false\`, never forwarded from a browser (404); \`stream\`, the answer is server-sent events
  (\`text/event-stream\`, each event's data of the response schema), left open until either end closes it.

| call | method | path | spec | cache | rate limit | captcha | form check | body | token | personal | other |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}
