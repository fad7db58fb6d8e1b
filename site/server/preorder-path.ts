import { PREORDER_PATH, PREORDER_TOKEN_PATTERN } from '@fittizia/contract';

/** Whether a path is a guests' pre-order page whose form posts here (not the organiser's). */
export function isPreorderFormPath(pathname: string): boolean {
  if (!pathname.startsWith(PREORDER_PATH)) return false;
  let token: string;
  try {
    token = decodeURIComponent(pathname.slice(PREORDER_PATH.length));
  } catch {
    return false;
  }
  return PREORDER_TOKEN_PATTERN.test(token) && token.includes('.g.');
}
