import type { Hono } from 'hono';
import type { Database } from '../../../shared/database.ts';
import { type AppEnv, mount } from '../../../shared/http.ts';
import { mailConfig } from '../../../shared/mail/config.ts';
import { unsubscribeByToken } from '../service/unsubscribe.ts';

/**
 * The one-click unsubscribe of a marketing e-mail (`marketingUnsubscribe`), called by the site's server for its
 * `/unsubscribe/{token}` page. The token is checked with the key the e-mails were signed with (the mail
 * configuration's `unsubscribeSecret`, UNSUBSCRIBE_LINK_SECRET).
 */
export function unsubscribeModule(app: Hono<AppEnv>, database: Database, options: { now: () => Date }): void {
  mount(app, database, 'marketingUnsubscribe', ({ params }) =>
    unsubscribeByToken(database, params.token, {
      secret: mailConfig().unsubscribeSecret,
      now: options.now(),
    }),
  );
}
