import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Inline, inlineAligns, inlineAlignYs } from './Inline.tsx';

const tags = ['Vegetarian', 'Vegan', 'Gluten free', 'Contains nuts', 'Spicy', 'New'].map((tag) => (
  <Badge key={tag} tone="info">
    {tag}
  </Badge>
));

const meta = {
  title: 'Components/Layout/Inline',
  component: Inline,
  args: { space: 'small', children: tags },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '16rem' }}>{Story()}</div>],
};
export const Centred: Story = { args: { align: 'center' } };
export const ResponsiveSpace: Story = { args: { space: { xs: 'xxsmall', md: 'large' } } };
