import { UNSUBSCRIBE_LINK_INVALID_MESSAGE, UNSUBSCRIBED_MESSAGE } from '@fittizia/contract';
import type { Database } from '../../../shared/database.ts';
import { NotFound } from '../../../shared/errors.ts';
import { unsubscribeTokenAddress } from '../../../shared/mail/unsubscribe.ts';
import { unsubscribeSignup } from '../../customers/index.ts';
import { suppress } from './suppression.ts';

/**
 * A marketing e-mail's one-click unsubscribe (RFC 8058; docs/privacy.md): the token's signature is checked with
 * the mail configuration's key, then, in one transaction, the address's sign-up is marked unsubscribed (its
 * marketing consent recorded as withdrawn) and the address goes on the suppression list, so the next marketing
 * send skips it. Asking again changes nothing and answers the same. A token that is not signed with the key is
 * NotFound and changes nothing. Never says whether the address had a sign-up.
 */
export async function unsubscribeByToken(
  database: Database,
  token: string,
  options: { secret: string; now: Date },
): Promise<{ message: string }> {
  const address = unsubscribeTokenAddress(options.secret, token);
  if (address === undefined) throw new NotFound(UNSUBSCRIBE_LINK_INVALID_MESSAGE, { field: 'token' });
  await database.db.transaction(async (tx) => {
    await unsubscribeSignup(tx, address, options.now);
    await suppress(tx, address, 'unsubscribed');
  });
  return { message: UNSUBSCRIBED_MESSAGE };
}
