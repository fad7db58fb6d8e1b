// `pnpm start`: builds the site for production (skip with --no-build), then serves it
// with the embedded brand API, as one process per core behind one port.
import { announce, checkSiteConfig, root, run, startBrandApi, waitFor } from './lib/launch.mjs';
import { describeSecrets, startSecrets } from './lib/start-secrets.mjs';

const port = process.env.PORT ?? '3000';
// Required in production (site/server/config.ts): here, the address this command prints, unless set.
process.env.SITE_URL ||= `http://localhost:${port}`;
// Production refuses the published development secrets and the demo brand key: unless the environment
// sets them, they are made on first run into the data folder and reused after. An upstream brand API (BRAND_API_URL)
// has its own brand key and calendar-link key, which the environment must give: only the site's own is made then.
const embedded = !process.env.BRAND_API_URL;
const names = embedded
  ? [
      'BRAND_KEY',
      'FORM_TOKEN_SECRET',
      'CALENDAR_LINK_SECRET',
      'BOOKING_MANAGE_SECRET',
      'CONTENT_PREVIEW_SECRET',
      'UNSUBSCRIBE_LINK_SECRET',
      'PREORDER_LINK_SECRET',
    ]
  : ['FORM_TOKEN_SECRET'];
const secretsFile = '.data/start-secrets.json';
const secrets = startSecrets(`${root}${secretsFile}`, names);
Object.assign(process.env, secrets.values);
console.log(describeSecrets(secrets.from, secretsFile));
await checkSiteConfig({ NODE_ENV: 'production' });
const output = `${root}site/.output/server/index.mjs`;
if (!process.argv.includes('--no-build')) {
  console.log('Building the site for production...');
  const build = run(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build'], {
    cwd: `${root}site`,
    name: 'build',
  });
  build.removeAllListeners('exit');
  const code = await new Promise((resolve) => build.on('exit', resolve));
  if (code !== 0) process.exit(code ?? 1);
}
// The embedded brand API in production too: no dev outbox, and the site's brand key is the one it answers to.
const brandApiUrl = await startBrandApi({
  NODE_ENV: 'production',
  BRAND_KEYS: process.env.BRAND_KEYS || process.env.BRAND_KEY,
});
// One site process per core behind one port (scripts/cluster.mjs; WEB_CONCURRENCY overrides).
run(process.execPath, [`${root}scripts/cluster.mjs`, output], {
  name: 'site',
  env: {
    BRAND_API_URL: brandApiUrl,
    PORT: port,
    HOST: process.env.HOST ?? '127.0.0.1',
    NODE_ENV: 'production',
  },
});
const url = `http://localhost:${port}`;
await waitFor(url, { name: 'the site' });
announce(url);
