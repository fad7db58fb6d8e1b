import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../tokens/vars.css.ts';
import { Icon, iconNames } from './Icon.tsx';

/** Every icon of the design system with the name to pass to `<Icon name="..." />`. */
const meta = {
  title: 'Foundations/Icons',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: vars.space.medium,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: vars.space.xsmall,
            padding: vars.space.small,
            background: vars.color.background.surface,
            borderRadius: vars.radius.standard,
          }}
        >
          <Icon name={name} size="large" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
