import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { Stack, stackAligns } from './Stack.tsx';

const items = ['Antipasti', 'Pizza', 'Pasta', 'Dolci'].map((name) => <Card key={name}>{name}</Card>);

const meta = {
  title: 'Components/Layout/Stack',
  component: Stack,
  args: { space: 'medium', children: items },
  argTypes: { align: { control: 'inline-radio', options: stackAligns } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ResponsiveSpace: Story = { args: { space: { xs: 'xsmall', md: 'xlarge' } } };
export const Centred: Story = { args: { align: 'center' } };
export const AsList: Story = {
  args: {
    as: 'ul',
    space: 'small',
    paddingLeft: 'none',
    style: { listStyle: 'none', margin: 0 },
    children: ['Soho', 'Leeds', 'Bristol'].map((city) => <li key={city}>{city}</li>),
  },
};
