import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrastRating, contrastRatio } from '../tokens/contrast.ts';
import { palette, paletteColours } from '../tokens/palette.ts';
import { fittiziaTokens, tones } from '../tokens/tokens.ts';
import * as styles from './Foundations.css.ts';

const meta = {
  title: 'Foundations/Colours',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const format = (ratio: number) => `${ratio.toFixed(2)}:1`;
const pageBackground = palette[fittiziaTokens.color.background.body];

/** The brand palette, with each colour's contrast against the page background and against black and white. */
export const Palette: Story = {
  render: () => (
    <ul className={styles.grid} aria-label="Brand palette">
      {paletteColours.map((name) => {
        const hex = palette[name];
        const onPage = contrastRatio(hex, pageBackground);
        return (
          <li key={name}>
            <div className={styles.swatch} style={{ background: hex }} />
            <div className={styles.caption}>
              <strong>{name}</strong>
              <span className={styles.code}>{hex}</span>
              <span>
                vs page: {format(onPage)} ({contrastRating(onPage)})
              </span>
              <span>
                white text: {format(contrastRatio('#fff', hex))}, black text:{' '}
                {format(contrastRatio('#000', hex))}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  ),
};

/** Theme roles: every foreground is chosen to pass WCAG AA (4.5:1) on its background; the ratio is computed here. */
export const Tones: Story = {
  render: () => (
    <ul className={styles.grid} aria-label="Theme tones">
      {tones.map((tone) => {
        const { background, foreground } = fittiziaTokens.color.tone[tone];
        const ratio = contrastRatio(palette[foreground], palette[background]);
        return (
          <li
            key={tone}
            className={styles.toneSample}
            style={{ background: palette[background], color: palette[foreground] }}
          >
            <strong>{tone}</strong>
            <span>
              {foreground} on {background}
            </span>
            <span>
              {format(ratio)} {contrastRating(ratio)}
            </span>
          </li>
        );
      })}
    </ul>
  ),
};

/** Every text pairing of the palette: which ones are fit for body text, large text only, or not at all. */
export const ContrastMatrix: Story = {
  render: () => (
    <table className={styles.table}>
      <caption>Contrast ratio of text colour (row) on background colour (column)</caption>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">
            Text \ background
          </th>
          {paletteColours.map((name) => (
            <th key={name} className={styles.cell} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {paletteColours.map((text) => (
          <tr key={text}>
            <th className={styles.cell} scope="row">
              {text}
            </th>
            {paletteColours.map((background) => {
              const ratio = contrastRatio(palette[text], palette[background]);
              return (
                <td key={background} className={styles.cell}>
                  {text === background ? '–' : `${format(ratio)} ${contrastRating(ratio)}`}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
