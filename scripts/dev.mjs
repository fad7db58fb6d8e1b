// `pnpm dev`: the embedded brand API, then the site's dev server against it.
import { announce, checkSiteConfig, root, run, startBrandApi, waitFor } from './lib/launch.mjs';

const port = process.env.PORT ?? '3000';
// The site's public origin (site/server/config.ts): the address this command prints, unless set.
process.env.SITE_URL ||= `http://localhost:${port}`;
await checkSiteConfig();
const brandApiUrl = await startBrandApi();
run(
  process.execPath,
  [`${root}node_modules/vite/bin/vite.js`, 'dev', '--port', port, '--strictPort', '--host', '127.0.0.1'],
  {
    cwd: `${root}site`,
    name: 'site dev server',
    env: { BRAND_API_URL: brandApiUrl },
  },
);
const url = `http://localhost:${port}`;
await waitFor(url, { name: 'the site' });
announce(url);
// The embedded brand API's dev outbox: every e-mail sent, rendered with its links.
if (!process.env.BRAND_API_URL) console.log(`Sent e-mails: ${brandApiUrl}/dev/outbox\n`);
