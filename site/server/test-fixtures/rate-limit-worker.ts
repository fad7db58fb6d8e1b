// One site worker of the cluster rate-limit test (rate-limit-cluster.test.ts), run by scripts/cluster.mjs: spends
// LIMIT_TRIES points of one session's `write` budget (limit LIMIT_POINTS) through the configured limiter and
// prints how many were allowed and its number (SITE_WORKER), then waits to be stopped.
import { createRateLimiter } from '../rate-limit.ts';

const limiter = createRateLimiter({
  sessionPoints: Number(process.env.LIMIT_POINTS),
  addressPoints: 1_000_000,
  windowSeconds: 60,
  cluster: process.env.RATE_LIMIT_CLUSTER === '1',
});
let allowed = 0;
const tries = Number(process.env.LIMIT_TRIES);
for (let i = 0; i < tries; i++) {
  const refused = await limiter.check('signup', { sessionId: 'one-diner', address: '192.0.2.1' });
  if (!refused) allowed++;
}
console.log(JSON.stringify({ store: limiter.store, allowed, worker: process.env.SITE_WORKER }));
setInterval(() => {}, 60_000);
