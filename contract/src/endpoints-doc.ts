import type { Endpoint } from './endpoint.ts';
import { type EndpointName, endpoints } from './endpoints.ts';

const size = (bytes: number) =>
  bytes === 0
    ? 'none'
    : bytes >= 1024 * 1024
      ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
      : `${Math.round(bytes / 1024)} KB`;

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
    } |`;
  });
  return `<!-- Generated from contract/src/endpoints.ts by \`pnpm docs:endpoints\`: do not edit by hand. -->
# Endpoint rules

Every call of the brand API (spec section 7) and the rules it declares in the contract's endpoint table. The
site's \`/api\` pipeline (site/server/proxy.ts), its read cache (site/server/public-reads.ts), its rate limits
(site/server/rate-limit.ts), the embedded brand API (token-free paths, body limits) and the mocks all read
these rules from the table; nothing else lists them.

- **cache**: \`public\` answers are the same for every visitor and kept in the site server's read cache;
  \`private\` ones are never kept. Every \`/api\` answer goes out \`Cache-Control: no-store\`.
- **rate limit**: \`write\` (changes something or sends mail) and \`lookup\` (a read by a secret-like key) spend
  points of the session's and the address's budgets for the class; \`none\` is not limited.
- **captcha**: the reCAPTCHA v3 action the token must carry, checked when the keys are set.
- **form check**: the bot check that needs no keys (an empty honeypot field and a signed form-started token
  older than the minimum fill time).
- **body**: the largest body accepted; a larger one is refused (413) before it is read.
- **token**: sent with the brand-API bearer token.
- **personal**: the request or the answer carries a person's details.

| call | method | path | spec | cache | rate limit | captcha | form check | body | token | personal |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}
