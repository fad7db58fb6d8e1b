import type { ContentTile } from '@fittizia/contract';
import * as styles from './TileList.css.ts';

interface TextTileFields {
  heading?: string;
  body?: string;
  links?: { linkText: string; linkUrl: string; openInNewTab?: boolean }[];
}

const palette: Record<string, string> = {
  green: '#244742',
  almond: '#f3e6d5',
  lightGreen: '#b5cbb3',
  offWhite: '#fff5e9',
  white: '#fff',
};
const darkBackgrounds = new Set(['green']);

/** Renders a page's tiles in order. The full tile set arrives with the design system. */
export function TileList({ tiles }: { tiles: ContentTile[] }) {
  return (
    <div className={styles.grid}>
      {tiles.map((tile, index) => {
        const fields = tile as ContentTile & TextTileFields;
        const colour = tile.backgroundColour ?? tile.backgroundColor ?? 'offWhite';
        const HeadingTag = index === 0 ? 'h1' : 'h2';
        return (
          <section
            key={tile.tileId ?? index}
            className={styles.tile[tile.width === 'half' ? 'half' : 'full']}
            style={{
              background: palette[colour] ?? palette.offWhite,
              color: darkBackgrounds.has(colour) ? '#fff' : '#000',
            }}
            data-form-type={tile.formType}
          >
            {fields.heading ? <HeadingTag className={styles.heading}>{fields.heading}</HeadingTag> : null}
            {fields.body ? <p className={styles.body}>{fields.body}</p> : null}
            {fields.links?.map((link) => (
              <a key={link.linkUrl} href={link.linkUrl} className={styles.link}>
                {link.linkText}
              </a>
            ))}
          </section>
        );
      })}
    </div>
  );
}
