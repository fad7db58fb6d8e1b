/** The content domain's public face: the brand's settings, content pages and their scheduled publishes. */

export { demoPages, seedContent } from './seed.ts';
export type { ContentScheduler } from './service/publishing.ts';
export {
  CONTENT_SCHEDULE_QUEUE,
  type ContentScheduleQueue,
  startContentSchedules,
} from './service/schedule-queue.ts';
