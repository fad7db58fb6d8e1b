import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpoints, fittiziaTokens, radii, spaces, stylesheetBreakpoints } from '../tokens/tokens.ts';
import { vars } from '../tokens/vars.css.ts';
import * as styles from './Foundations.css.ts';

const meta = {
  title: 'Foundations/Spacing',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpaceScale: Story = {
  render: () => (
    <table className={styles.table}>
      <caption>Space scale, used by padding, margin and gap sprinkles</caption>
      <tbody>
        {spaces.map((space) => (
          <tr key={space}>
            <th className={styles.cell} scope="row">
              {space}
            </th>
            <td className={`${styles.cell} ${styles.code}`}>{fittiziaTokens.space[space]}</td>
            <td className={styles.cell} style={{ width: '60%' }}>
              <div className={styles.spaceBar} style={{ width: vars.space[space] }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

export const Radii: Story = {
  render: () => (
    <ul className={styles.grid} aria-label="Corner radii">
      {radii.map((radius) => (
        <li key={radius}>
          <div className={styles.radiusBox} style={{ borderRadius: vars.radius[radius] }} />
          <div className={styles.caption}>
            <strong>{radius}</strong>
            <span className={styles.code}>{fittiziaTokens.radius[radius]}</span>
          </div>
        </li>
      ))}
    </ul>
  ),
};

export const Breakpoints: Story = {
  render: () => (
    <table className={styles.table}>
      <caption>Breakpoints (min-width); content tiles switch layout at 992 px</caption>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">
            Name
          </th>
          <th className={styles.cell} scope="col">
            Width
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(breakpoints).map(([name, width]) => (
          <tr key={name}>
            <th className={styles.cell} scope="row">
              {name}
            </th>
            <td className={styles.cell}>{width} px</td>
          </tr>
        ))}
        {Object.values(stylesheetBreakpoints).map((width) => (
          <tr key={`legacy-${width}`}>
            <th className={styles.cell} scope="row">
              stylesheet {width}
            </th>
            <td className={styles.cell}>{width} px</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
