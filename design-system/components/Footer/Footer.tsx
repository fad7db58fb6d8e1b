import type { BrandSettings } from '@fittizia/contract';
import { newTabProps, useAnchor } from '../../shared/Anchor.tsx';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import { Button } from '../Button/Button.tsx';
import type { NavLink } from '../Header/Header.tsx';
import { NEW_TAB_LABEL } from '../Link/Link.tsx';
import * as styles from './Footer.css.ts';
import { SocialIcon } from './SocialIcon.tsx';

/** Spec 2.2, word for word. */
export const FOOTER_SIGN_UP_HEADING = 'SIGN UP FOR A FREE MAIN COURSE';
export const FOOTER_SIGN_UP_BUTTON = 'Find Out More';
export const FOOTER_SIGN_UP_HREF = '/sign-up';

export type FooterSettings = Pick<BrandSettings, 'site_name' | 'socialMediaItems'> & {
  footerItems: NavLink[];
};

export interface FooterProps {
  settings: FooterSettings;
  /** The copyright year; the current year by default. */
  year?: number;
  /** Shows a "Cookie settings" button that reopens the consent manager. */
  onCookieSettings?: () => void;
}

/** The site footer: the sign-up promotion, social icons, footer links with descriptions, the copyright. */
export function Footer({ settings, year = new Date().getFullYear(), onCookieSettings }: FooterProps) {
  const Anchor = useAnchor();
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <section className={styles.signUp} aria-labelledby="footer-sign-up-heading">
          <h2 id="footer-sign-up-heading" className={styles.signUpHeading}>
            {FOOTER_SIGN_UP_HEADING}
          </h2>
          <Button asChild variant="secondary" size="lg">
            <Anchor href={FOOTER_SIGN_UP_HREF}>{FOOTER_SIGN_UP_BUTTON}</Anchor>
          </Button>
        </section>

        {settings.socialMediaItems.length > 0 ? (
          <ul className={styles.social} aria-label="Follow us">
            {settings.socialMediaItems.map((item) => (
              <li key={item.linkUrl}>
                <a
                  href={item.linkUrl}
                  className={styles.socialLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${item.description ?? item.linkText} ${NEW_TAB_LABEL}`}
                >
                  <SocialIcon name={item.className || item.linkText} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}

        <nav aria-label="Footer">
          <ul className={styles.links}>
            {settings.footerItems.map((item) => (
              <li key={`${item.linkText}-${item.linkUrl}`} className={styles.linkItem}>
                <Anchor href={item.linkUrl} className={styles.link} {...newTabProps(item.openInNewTab)}>
                  {item.linkText}
                  {item.openInNewTab ? <span className={visuallyHidden}> {NEW_TAB_LABEL}</span> : null}
                </Anchor>
                {item.description ? <span className={styles.description}>{item.description}</span> : null}
              </li>
            ))}
            {onCookieSettings ? (
              <li className={styles.linkItem}>
                <button type="button" className={styles.linkButton} onClick={onCookieSettings}>
                  Cookie settings
                </button>
              </li>
            ) : null}
          </ul>
        </nav>

        <p className={styles.copyright}>
          © {year} {settings.site_name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
