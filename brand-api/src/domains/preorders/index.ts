/** The pre-order domain's public face: what the booking domain asks of it, the cut-off queue and the test-only close. */
export {
  bookingPreorder,
  cancelPreorder,
  createPreorder,
  MAIN_FOOD_MENU_ID,
  movePreorder,
  type PreorderMenuRow,
  type PreorderPlan,
  preorderPlan,
  queuePreorderOf,
} from './service/bookings.ts';
export type { PreorderOptions } from './service/context.ts';
export {
  closePreorder,
  PREORDER_CUTOFF_QUEUE,
  type PreorderCutoffQueue,
  type PreorderScheduler,
  startPreorderCutoffs,
} from './service/cutoff.ts';
export { preorderPaths, preorderToken, verifiedPreorderToken } from './service/links.ts';
export { closePreorderForTest } from './service/test-cutoff.ts';
