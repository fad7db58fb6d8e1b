import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { Container, containerWidths } from './Container.tsx';

const meta = {
  title: 'Components/Layout/Container',
  component: Container,
  args: { children: <Card>Centred content with side gutters</Card> },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = { args: { width: 'narrow' } };
export const Medium: Story = { args: { width: 'medium' } };
export const Large: Story = { args: { width: 'large' } };
export const XLarge: Story = { args: { width: 'xlarge' } };
/** The page frame of the site's routes: the header's maximum width (1440 px) and side gutter. */
export const Page: Story = { args: { width: 'page' } };
export const Full: Story = { args: { width: 'full' } };
export const AsMain: Story = { args: { as: 'main', width: 'large', paddingY: 'xlarge' } };
