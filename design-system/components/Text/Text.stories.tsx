import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../tokens/vars.css.ts';
import { Text, textElements, textSizes, textTones, textWeights } from './Text.tsx';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Hand-stretched pizza and fresh pasta in over 70 restaurants across the UK.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
    tone: { control: 'inline-radio', options: textTones },
    as: { control: 'inline-radio', options: textElements },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const Bold: Story = { args: { weight: 'bold' } };
export const ExtraBold: Story = { args: { weight: 'extraBold' } };
export const Secondary: Story = { args: { tone: 'secondary' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Enter a valid UK postcode' } };
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.tone.primary.background, padding: vars.space.medium }}>
        <Story />
      </div>
    ),
  ],
};

export const Scale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.small }}>
      {textSizes.flatMap((size) =>
        textWeights.map((weight) => (
          <Text key={`${size}-${weight}`} size={size} weight={weight}>
            {size} {weight}: Margherita, basil, mozzarella
          </Text>
        )),
      )}
    </div>
  ),
};
