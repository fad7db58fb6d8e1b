import type { BrandSettings } from '@fittizia/contract';
import * as styles from './SiteChrome.css.ts';

/** Footer of spec 2.2: sign-up promotion, social links, footer links, copyright. */
export function SiteFooter({ settings }: { settings: BrandSettings }) {
  return (
    <footer className={styles.footer}>
      <section className={styles.signup} aria-labelledby="footer-signup">
        <h2 id="footer-signup" className={styles.signupHeading}>
          SIGN UP FOR A FREE MAIN COURSE
        </h2>
        <a href="/sign-up" className={styles.bookNow}>
          Find Out More
        </a>
      </section>
      <ul className={styles.footerLinks} aria-label="Social media">
        {settings.socialMediaItems.map((item) => (
          <li key={item.linkUrl}>
            <a href={item.linkUrl} className={styles.footerLink} target="_blank" rel="noopener noreferrer">
              {item.linkText}
              <span className={styles.visuallyHidden}> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <nav aria-label="Footer">
        <ul className={styles.footerLinks}>
          {settings.footerItems.map((item) => (
            <li key={item.linkUrl}>
              <a
                href={item.linkUrl}
                className={styles.footerLink}
                {...(item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.linkText}
              </a>
              {item.description ? <span className={styles.footerDescription}>{item.description}</span> : null}
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {settings.site_name}
      </p>
    </footer>
  );
}
