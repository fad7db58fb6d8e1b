import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { endpointRulesMarkdown } from './endpoints-doc.ts';

describe('docs/endpoints.md', () => {
  it('is the page generated from the endpoint table (run `pnpm docs:endpoints` after changing a rule)', () => {
    const committed = readFileSync(new URL('../../docs/endpoints.md', import.meta.url), 'utf8');
    expect(committed).toBe(endpointRulesMarkdown());
  });

  it('lists every call of the table once', () => {
    const page = endpointRulesMarkdown();
    for (const [name, def] of Object.entries(endpoints)) {
      expect(page.split(`| \`${name}\` | ${def.method} | \`${def.path}\``)).toHaveLength(2);
    }
  });
});
