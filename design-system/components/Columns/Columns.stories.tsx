import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { Column, Columns, collapseBreakpoints, columnsAlignYs } from './Columns.tsx';

const meta = {
  title: 'Components/Layout/Columns',
  component: Columns,
  args: {
    space: 'medium',
    children: (
      <>
        <Column>
          <Card>Fluid</Card>
        </Column>
        <Column>
          <Card>Fluid</Card>
        </Column>
      </>
    ),
  },
  argTypes: {
    collapseBelow: { control: 'inline-radio', options: collapseBreakpoints },
    alignY: { control: 'inline-radio', options: columnsAlignYs },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoFluid: Story = {};

export const Widths: Story = {
  args: {
    children: (
      <>
        <Column width="1/3">
          <Card>One third</Card>
        </Column>
        <Column width="2/3">
          <Card>Two thirds</Card>
        </Column>
      </>
    ),
  },
};

export const ContentAndFluid: Story = {
  args: {
    alignY: 'center',
    children: (
      <>
        <Column width="content">
          <Card>Content</Card>
        </Column>
        <Column>
          <Card>Takes the rest</Card>
        </Column>
      </>
    ),
  },
};

export const CollapsedOnMobile: Story = {
  args: { collapseBelow: 'tile', space: { xs: 'small', tile: 'xlarge' } },
  globals: { viewport: { value: 'xs' } },
};
