import { PREORDER_MESSAGES } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COPY_MESSAGES } from './CopyField.tsx';
import {
  allChosenView,
  cancelledView,
  closedView,
  conflictView,
  emptyView,
  ORGANISER_ACTION,
  overPartyView,
  partlyView,
  SITE_ORIGIN,
} from './fixtures.ts';
import { ORGANISER_DONE, PreorderOrganiser } from './PreorderOrganiser.tsx';

const GUEST_LINK = `${SITE_ORIGIN}${partlyView.guestLink}`;
const writeText = fn(async (_text: string) => undefined);

const meta = {
  title: 'Features/Booking/PreorderOrganiser',
  component: PreorderOrganiser,
  args: {
    view: partlyView,
    action: ORGANISER_ACTION,
    origin: SITE_ORIGIN,
    printPath: `${ORGANISER_ACTION}/print`,
    csvPath: `${ORGANISER_ACTION}/sheet.csv`,
  },
} satisfies Meta<typeof PreorderOrganiser>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;

/** Three of ten have chosen, one has added a name only, six places are empty. */
export const PartlyChosen: Story = {
  beforeEach: () => {
    const saved = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      if (saved) Object.defineProperty(navigator, 'clipboard', saved);
    };
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your party’s pre-order' })).toBeVisible();
    await expect(canvas.getByText('3 of 10 chosen')).toBeVisible();
    const giulia = within(row(canvas, 'Giulia'));
    await expect(giulia.getByText('Roasted chestnut soup')).toBeVisible();
    await expect(giulia.getByText('peanuts')).toBeVisible();
    await expect(giulia.getByText('No gravy, please.')).toBeVisible();
    await expect(within(row(canvas, 'Luca')).getByText('Not chosen yet')).toBeVisible();
    await expect(canvas.getByText('Not chosen yet: Luca')).toBeVisible();
    await expect(canvas.getAllByText('6 places still empty')).toHaveLength(2);
    await expect(canvas.getByText('Roast turkey with all the trimmings: 3')).toBeVisible();
    await expect(canvas.getByText('Roasted chestnut soup: 2')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'The guests’ link' })).toHaveValue(GUEST_LINK);
    const message = canvas.getByRole('textbox', { name: 'A ready message to send' });
    await expect(message).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link' }));
    await expect(writeText).toHaveBeenCalledWith(GUEST_LINK);
    await expect(await canvas.findByText(COPY_MESSAGES.copied)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Remove Giulia' })).toHaveAttribute(
      'href',
      `${ORGANISER_ACTION}?remove=1#preorder-remove`,
    );
    await expect(canvas.getByRole('link', { name: 'Printable sheet' })).toHaveAttribute(
      'href',
      `${ORGANISER_ACTION}/print`,
    );
    await expect(canvas.getByRole('link', { name: 'Download the CSV' })).toHaveAttribute(
      'href',
      `${ORGANISER_ACTION}/sheet.csv`,
    );
  },
};

/** Nobody has chosen yet: every place is empty and the reminder is ready. */
export const Empty: Story = {
  tags: ['visual'],
  args: { view: emptyView },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 10 chosen')).toBeVisible();
    await expect(canvas.getAllByText('10 places still empty')).toHaveLength(2);
    await expect(canvas.getByText('No dish chosen yet.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Remind your guests' })).toBeVisible();
  },
};

export const AllChosen: Story = {
  tags: ['visual'],
  args: { view: allChosenView },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 of 4 chosen')).toBeVisible();
    await expect(canvas.queryByText(/still empty/)).toBeNull();
    await expect(canvas.queryByText(/Not chosen yet/)).toBeNull();
    await expect(canvas.getByText(/Everyone has chosen/)).toBeVisible();
  },
};

/** Anna listed celery and chose two dishes that hold it: each is marked in words. */
export const AllergenConflict: Story = {
  tags: ['visual'],
  args: { view: conflictView },
  play: async ({ canvas }) => {
    const anna = within(row(canvas, 'Anna'));
    await expect(anna.getAllByText('Contains celery, listed')).toHaveLength(2);
    await expect(within(row(canvas, 'Giulia')).queryByText(/Contains/)).toBeNull();
  },
};

/** After the cut-off: read-only, no remove, no reminder; the table and the sheet stay. */
export const AfterCutOff: Story = {
  tags: ['visual'],
  args: { view: closedView },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The pre-order closed at the cut-off/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Remove/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Remind your guests' })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Printable sheet' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  tags: ['visual'],
  args: { view: cancelledView },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PREORDER_MESSAGES.cancelled)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Remove/ })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The party went down to three: Luca's choice is over the party size. */
export const OverParty: Story = {
  args: { view: overPartyView },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 of 3 chosen')).toBeVisible();
    await expect(canvas.getByText(/Over the party size \(3 places\): Luca\./)).toBeVisible();
    await expect(within(row(canvas, 'Luca')).getByText('Over the party size')).toBeVisible();
  },
};

/** Remove asks first: a plain form that posts the guest's id to the page's own address. */
export const RemoveStep: Story = {
  tags: ['visual'],
  args: { remove: '2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Remove Marco?' })).toBeVisible();
    const form = canvas.getByRole('button', { name: 'Yes, remove Marco' }).closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', ORGANISER_ACTION);
    await expect(form?.querySelector('input[name="intent"]')).toHaveValue('remove');
    await expect(form?.querySelector('input[name="guestId"]')).toHaveValue('2');
    await expect(canvas.getByRole('link', { name: 'No, keep Marco' })).toHaveAttribute(
      'href',
      ORGANISER_ACTION,
    );
  },
};

export const Removed: Story = {
  args: { done: 'removed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ORGANISER_DONE.removed)).toHaveAttribute('role', 'status');
  },
};

export const ClosedOnPost: Story = {
  name: 'A post after the cut-off',
  args: { problem: 'closed', view: closedView },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PREORDER_MESSAGES.closed);
  },
};

/** With the add form (the guests' page's form, here a stand-in): a link to add a guest, and each row's change. */
export const WithEditor: Story = {
  args: {
    editor: <p>The guest form</p>,
    editing: { kind: 'change', firstName: 'Marco' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Change Marco’s choice' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change Giulia’s choice' })).toHaveAttribute(
      'href',
      `${ORGANISER_ACTION}?change=1#preorder-editor`,
    );
  },
};
