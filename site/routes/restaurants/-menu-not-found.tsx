import { MENU_NOT_FOUND_MESSAGE } from '@fittizia/contract';
import { ErrorPage } from '@fittizia/design-system/components/ErrorPage';

/** 'Menu not found' (spec 8.4): a menu route's 404 page. */
export function MenuNotFound() {
  return <ErrorPage status={404} detail={MENU_NOT_FOUND_MESSAGE} />;
}
