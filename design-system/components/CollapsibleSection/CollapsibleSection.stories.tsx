import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { CollapsibleSection } from './CollapsibleSection.tsx';

const meta = {
  title: 'Components/CollapsibleSection',
  component: CollapsibleSection,
  args: {
    title: 'Restaurant',
    summary: 'Fittizia Soho, London',
    onOpenChange: fn(),
    children: <Text>Choose another restaurant from the list.</Text>,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof CollapsibleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, args }) => {
    const edit = canvas.getByRole('button', { name: 'Edit Restaurant' });
    await expect(edit).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Choose another restaurant from the list.')).toBeNull();
    await userEvent.click(edit);
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText('Choose another restaurant from the list.')).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const Expanded: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit Restaurant' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const WithoutSummary: Story = { args: { title: 'Menu', summary: undefined } };

export const NotEditable: Story = {
  args: { title: 'Date', summary: 'Friday 14 August', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const BookingJourney: Story = {
  render: () => (
    <div>
      <CollapsibleSection title="Restaurant" summary="Fittizia Soho, London">
        <Text>Restaurant picker</Text>
      </CollapsibleSection>
      <CollapsibleSection title="Date" summary="Friday 14 August">
        <Text>Calendar</Text>
      </CollapsibleSection>
      <CollapsibleSection title="Time" summary="19:30">
        <Text>Time slots</Text>
      </CollapsibleSection>
      <CollapsibleSection title="Menu" summary="A la carte" defaultOpen>
        <Text>Menus</Text>
      </CollapsibleSection>
    </div>
  ),
};
