import type { BrandSettings } from '@fittizia/contract';
import { newTabProps, useAnchor } from '../../shared/Anchor.tsx';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import { NEW_TAB_LABEL } from '../Link/Link.tsx';

/** A link of the masthead or the footer, as brand settings send it. */
export interface NavLink {
  linkText: string;
  linkUrl: string;
  openInNewTab?: boolean;
  description?: string;
}

/** A masthead item: a link, or (with no URL) a dropdown of links. */
export interface HeaderItem {
  linkText: string;
  linkUrl?: string;
  openInNewTab?: boolean;
  style?: string;
  links?: NavLink[];
}

/** The brand settings the header reads (spec 3, site settings). */
export type HeaderSettings = Pick<BrandSettings, 'site_name'> & {
  book_now_text?: string;
  mastheadItems: HeaderItem[];
};

/** Spec 2.2: `/restaurants/{city}/{slug}/book-now` on restaurant pages, otherwise `/#booking`. */
export const bookNowHref = (restaurant?: { city: string; slug: string }) =>
  restaurant ? `/restaurants/${restaurant.city}/${restaurant.slug}/book-now` : '/#booking';

export function NavAnchor({
  link,
  className,
  onClick,
}: {
  link: NavLink;
  className: string;
  onClick?: () => void;
}) {
  const Anchor = useAnchor();
  return (
    <Anchor href={link.linkUrl} className={className} onClick={onClick} {...newTabProps(link.openInNewTab)}>
      {link.linkText}
      {link.openInNewTab ? <span className={visuallyHidden}> {NEW_TAB_LABEL}</span> : null}
    </Anchor>
  );
}

/** The book-now label from settings (spec 3: `book_now_text`). */
export const bookNowText = (settings: Pick<HeaderSettings, 'book_now_text'>) =>
  settings.book_now_text || 'Book Now';
