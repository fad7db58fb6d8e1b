import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../tokens/vars.css.ts';
import { Heading, headingAligns, headingLevels, headingTones } from './Heading.tsx';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: '1', children: 'Fresh pasta, made every morning' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingLevels },
    align: { control: 'inline-radio', options: headingAligns },
    tone: { control: 'inline-radio', options: headingTones },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Fresh pasta');
  },
};
export const Level2: Story = { args: { level: '2' } };
export const Level3: Story = { args: { level: '3' } };
export const Level4: Story = { args: { level: '4' } };

export const SizeDiffersFromLevel: Story = {
  args: { level: '2', size: '4', children: 'Opening hours' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
  },
};

export const Centred: Story = { args: { level: '2', align: 'center' } };

export const Inverse: Story = {
  args: { level: '2', tone: 'inverse' },
  globals: { backgrounds: { value: 'green' } },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.tone.primary.background, padding: vars.space.medium }}>
        <Story />
      </div>
    ),
  ],
};

export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
};
