import type { ChangeEvent } from '@fittizia/contract';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ChangeFeed } from './change-feed.ts';

/** The Redis channel each change event is published on, as its JSON (the sites with REDIS_URL subscribe). */
export const CHANGE_REDIS_CHANNEL = 'fittizia:changes';
/** How long the mark that an event was published is kept, in seconds. */
const PUBLISHED_MARK_SECONDS = 3600;

export interface ChangePublisher {
  /** The events this process published (another instance may have published the rest). */
  readonly published: number;
  /** Resolves once every event handed out so far has been dealt with. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Publishes each event of the feed on Redis, once across every brand API on the database: each instance's feed
 * hands it the event, and only the one whose `SET <channel>:published:<id> 1 NX EX 3600` succeeds publishes it.
 * Events are published in the order the feed hands them out. A failure is logged; the sites catch up from
 * `GET /api/v1/changes` whenever they reconnect.
 */
export function publishChanges(
  feed: ChangeFeed,
  options: { redisUrl: string; logger: Logger; channel?: string },
): ChangePublisher {
  const channel = options.channel ?? CHANGE_REDIS_CHANNEL;
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', (error) => options.logger.warn({ err: error }, 'change publisher: Redis unavailable'));
  let published = 0;
  let queue = Promise.resolve();
  const publish = async (event: ChangeEvent) => {
    try {
      const first = await redis.set(
        `${channel}:published:${event.id}`,
        '1',
        'EX',
        PUBLISHED_MARK_SECONDS,
        'NX',
      );
      if (first !== 'OK') return;
      await redis.publish(channel, JSON.stringify(event));
      published += 1;
    } catch (error) {
      options.logger.error({ err: error, changeEvent: event.id }, 'change event not published');
    }
  };
  const unsubscribe = feed.subscribe((event) => {
    queue = queue.then(() => publish(event));
  });
  return {
    get published() {
      return published;
    },
    settled: () => queue,
    async close() {
      unsubscribe();
      await queue;
      redis.disconnect();
    },
  };
}
