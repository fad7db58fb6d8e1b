import type { Meta, StoryObj } from '@storybook/react-vite';
import { fittiziaTokens, fontWeights, headingLevels, textSizes } from '../tokens/tokens.ts';
import { vars } from '../tokens/vars.css.ts';
import * as styles from './Foundations.css.ts';

const meta = {
  title: 'Foundations/Typography',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const pangram = 'Fresh pasta, wood-fired pizza and a glass of something cold.';

/** Figtree, self-hosted, in the three weights of the scale. */
export const Weights: Story = {
  render: () => (
    <div className={styles.stack}>
      {fontWeights.map((weight) => (
        <p key={weight} style={{ fontWeight: vars.typography.fontWeight[weight], fontSize: '1.5rem' }}>
          {weight} ({fittiziaTokens.typography.fontWeight[weight]}): {pangram}
        </p>
      ))}
    </div>
  ),
};

/** Headings use the bold face. */
export const Headings: Story = {
  render: () => (
    <div className={styles.stack}>
      {headingLevels.map((level) => {
        const { fontSize, lineHeight } = fittiziaTokens.typography.heading[level];
        const Tag = `h${level}` as 'h1' | 'h2' | 'h3' | 'h4';
        return (
          <Tag key={level} style={vars.typography.heading[level]}>
            Heading {level}: {fontSize} / {lineHeight}
          </Tag>
        );
      })}
    </div>
  ),
};

export const BodyText: Story = {
  render: () => (
    <div className={styles.stack}>
      {textSizes.map((size) => {
        const { fontSize, lineHeight } = fittiziaTokens.typography.text[size];
        return (
          <p key={size} style={{ ...vars.typography.text[size], maxWidth: '40rem' }}>
            <strong>
              {size} ({fontSize} / {lineHeight}):
            </strong>{' '}
            {pangram} Book a table for two, order online or find your nearest trattoria.
          </p>
        );
      })}
    </div>
  ),
};
