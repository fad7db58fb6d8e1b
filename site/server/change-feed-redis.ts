import { Redis } from 'ioredis';
import type { ChangeFeed } from './change-feed.ts';

/** The Redis channel the brand API publishes each committed change event on, as its JSON. */
export const CHANGES_CHANNEL = 'fittizia:changes';
/** The key whose `SET NX` elects the one process that calls the purge hook for an event (`<prefix><id>`). */
export const PURGE_CLAIM_PREFIX = 'fittizia:purge:';

export interface RedisFollowing {
  /** A connection for commands (a subscribed connection takes none), made on first use: the purge claims. */
  commands(): Redis;
  close(): Promise<void>;
}

/**
 * Follows the change events on Redis (`REDIS_URL`): SUBSCRIBE to the channel, and on every (re)connect, once
 * subscribed, a catch-up with the brand API's JSON call from the last id applied (retried with backoff while the
 * brand API cannot answer); each message is then taken as it comes. ioredis reconnects by itself.
 */
export function followRedis(
  feed: ChangeFeed,
  url: string,
  {
    channel = CHANGES_CHANNEL,
    connectionName = 'fittizia-site-changes',
  }: { channel?: string; connectionName?: string } = {},
): RedisFollowing {
  const retryStrategy = (times: number) => Math.min(30_000, 200 * 2 ** Math.min(times, 8));
  const subscriber = new Redis(url, {
    autoResubscribe: false,
    maxRetriesPerRequest: null,
    retryStrategy,
    connectionName,
  });
  let commands: Redis | undefined;
  let failures = 0;
  /** Bumped by each (re)connect: a catch-up of an older connection gives up. */
  let connection = 0;

  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) feed.receive(message);
  });
  subscriber.on('close', () => feed.unsync());
  subscriber.on('error', (error: Error) => {
    feed.failed(error, failures);
    failures += 1;
  });
  subscriber.on('ready', () => {
    connection += 1;
    const mine = connection;
    void (async () => {
      await subscriber.subscribe(channel);
      for (let attempt = 1; !feed.stopped && mine === connection; attempt++) {
        try {
          await feed.catchUp();
          feed.connected(failures);
          failures = 0;
          return;
        } catch (error) {
          if (feed.stopped) return;
          feed.failed(error, failures);
          failures += 1;
          await feed.pause(feed.backoff(attempt));
        }
      }
    })().catch((error: unknown) => {
      if (!feed.stopped) feed.failed(error, failures++);
    });
  });

  return {
    commands() {
      if (!commands) {
        commands = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy });
        commands.on('error', () => {}); // told by the failed claim, and reconnected by ioredis
      }
      return commands;
    },
    async close() {
      connection += 1;
      subscriber.disconnect();
      commands?.disconnect();
    },
  };
}
