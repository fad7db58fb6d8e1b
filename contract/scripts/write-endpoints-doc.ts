// `pnpm docs:endpoints`: writes docs/endpoints.md from the contract's endpoint table.
import { writeFileSync } from 'node:fs';
import { endpointRulesMarkdown } from '../src/endpoints-doc.ts';

const target = new URL('../../docs/endpoints.md', import.meta.url);
writeFileSync(target, endpointRulesMarkdown());
console.log('wrote docs/endpoints.md');
