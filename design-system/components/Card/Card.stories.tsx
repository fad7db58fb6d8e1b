import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { Card, cardRadii, cardTones } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    children: (
      <>
        <Heading level="3">Fittizia Soho</Heading>
        <Text tone="inherit">12 Via Finta, London W1D 0AA</Text>
      </>
    ),
  },
  argTypes: {
    tone: { control: 'select', options: cardTones },
    rounded: { control: 'inline-radio', options: cardRadii },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {};
export const Bordered: Story = { args: { bordered: true } };
export const TileCorners: Story = { args: { rounded: 'tile', tone: 'neutral' } };
export const AsArticle: Story = {
  args: {
    as: 'article',
    'aria-labelledby': 'card-title',
    children: (
      <Heading level="3" id="card-title">
        Fittizia Leeds
      </Heading>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Fittizia Leeds' })).toBeVisible();
  },
};
export const Tones: Story = {
  render: (args) => (
    <div
      style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }}
    >
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone}>
          <Text tone="inherit" weight="bold">
            {tone}
          </Text>
          <Text tone="inherit">Text on a {tone} card</Text>
        </Card>
      ))}
    </div>
  ),
};
