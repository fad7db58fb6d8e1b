import type { BrandSettings } from '@fittizia/contract';
import * as styles from './SiteChrome.css.ts';

/** The masthead from brand settings (spec 2.2). The full header arrives with the design system. */
export function SiteHeader({ settings }: { settings: BrandSettings }) {
  return (
    <header className={styles.header}>
      <a href="/" className={styles.brand}>
        {settings.site_name}
      </a>
      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.navList}>
          {settings.mastheadItems.map((item) =>
            item.linkUrl ? (
              <li key={item.linkText}>
                <a
                  href={item.linkUrl}
                  className={styles.navLink}
                  {...(item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {item.linkText}
                </a>
              </li>
            ) : (
              <li key={item.linkText}>
                <details className={styles.dropdown}>
                  <summary className={styles.navLink}>{item.linkText}</summary>
                  <ul className={styles.dropdownList}>
                    {item.links.map((link) => (
                      <li key={link.linkUrl}>
                        <a href={link.linkUrl} className={styles.navLink}>
                          {link.linkText}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ),
          )}
        </ul>
      </nav>
      <a href="/#booking" className={styles.bookNow}>
        {settings.book_now_text}
      </a>
    </header>
  );
}
