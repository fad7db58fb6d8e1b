import { PREORDER_MESSAGES } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PREORDER_PAGE_TEXT, PreorderGuestPage } from './PreorderGuestPage.tsx';
import {
  allChosenView,
  emptyView,
  partlyChosenView,
  preorderViewFixture,
  withOwnView,
} from './preorder.fixture.ts';

const ACTION = `/pre-order/${preorderViewFixture.reference}.g.example`;
const typed = {
  firstName: 'Priya',
  choices: [{ sectionId: 'festive-starters', dishId: 'festive-soup' }],
  allergens: ['peanuts' as const],
  note: 'Allergic to peanuts.',
};

const meta = {
  title: 'Features/Booking/PreorderGuestPage',
  component: PreorderGuestPage,
  args: { view: emptyView, action: ACTION, changeHref: `${ACTION}?change=1#preorder-form` },
} satisfies Meta<typeof PreorderGuestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody has chosen: the booking, 0 of 10, the form posting to the page. */
export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: PREORDER_PAGE_TEXT.title })).toBeVisible();
    await expect(canvas.getByTestId('preorder-count')).toHaveTextContent('0 of 10 places chosen');
    await expect(canvas.getByText('Nobody has chosen yet.')).toBeVisible();
    const form = canvas.getByRole('button', { name: 'Save my choice' }).closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', ACTION);
    await expect(canvas.getByRole('group', { name: 'Starters' })).toBeVisible();
    await expect(canvas.queryByText(/marco\.bianchi@example\.com|07700900123/)).toBeNull();
  },
};

/** Some have chosen, one has not: first names only. */
export const PartlyChosen: Story = {
  tags: ['visual'],
  args: { view: partlyChosenView },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('preorder-count')).toHaveTextContent('2 of 10 places chosen');
    await expect(canvas.getByText('Aisha: not chosen yet')).toBeVisible();
  },
};

export const AllChosen: Story = {
  tags: ['visual'],
  args: { view: allChosenView },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('preorder-count')).toHaveTextContent('3 of 3 places chosen');
  },
};

/** The guest's own entry: a dish containing an allergen they listed, warned, with Change. */
export const AllergenConflictShown: Story = {
  tags: ['visual'],
  args: { view: withOwnView, notice: PREORDER_PAGE_TEXT.saved },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Priya (you): has chosen')).toBeVisible();
    await expect(canvas.getByTestId('own-conflicts')).toHaveTextContent(
      PREORDER_MESSAGES.allergenConflict('Chicken satay skewers', 'peanuts'),
    );
    await expect(canvas.getByRole('link', { name: 'Change your choice' })).toHaveAttribute(
      'href',
      `${ACTION}?change=1#preorder-form`,
    );
    await expect(canvas.queryByRole('button', { name: /Save/ })).toBeNull();
  },
};

/** Choosing: ticking peanuts marks the satay and warns at once, without refusing. */
export const ChoosingWarns: Story = {
  args: { onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/First name/), 'Priya');
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'I avoid' })).getByRole('checkbox', { name: 'Peanuts' }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: /^Chicken satay skewers/ }));
    await expect(canvas.getByTestId('allergen-warnings')).toHaveTextContent(
      PREORDER_MESSAGES.allergenConflict('Chicken satay skewers', 'peanuts'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save my choice' }));
    await expect(canvas.getByTestId('error-summary')).toHaveTextContent(
      PREORDER_MESSAGES.courseMissing('Mains'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: /^Roast turkey/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save my choice' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Priya', allergens: ['peanuts'] }),
    );
  },
};

/** The change form, prefilled with the guest's own entry. */
export const Changing: Story = {
  args: { view: withOwnView, changing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: PREORDER_PAGE_TEXT.change })).toBeVisible();
    await expect(canvas.getByLabelText(/First name/)).toHaveValue('Priya');
    await expect(canvas.getByRole('radio', { name: /^Chicken satay skewers/ })).toBeChecked();
  },
};

export const AfterCutoff: Story = {
  tags: ['visual'],
  args: { view: { ...withOwnView, state: 'closed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('preorder-state')).toHaveTextContent(PREORDER_MESSAGES.closed);
    await expect(canvas.queryByRole('button', { name: /Save/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Change/ })).toBeNull();
    await expect(canvas.getByTestId('preorder-own')).toHaveTextContent('Chicken satay skewers');
  },
};

export const Cancelled: Story = {
  tags: ['visual'],
  args: { view: { ...partlyChosenView, state: 'cancelled' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('preorder-state')).toHaveTextContent(PREORDER_MESSAGES.cancelled);
    await expect(canvas.queryByRole('button', { name: /Save/ })).toBeNull();
  },
};

const refused = (errors: Record<string, string>, values: object = typed): Story => ({
  tags: ['visual'],
  args: { values, errors },
  play: async ({ canvas }) => {
    for (const message of Object.values(errors))
      await expect(canvas.getByTestId('error-summary')).toHaveTextContent(message);
    await expect(canvas.getByLabelText(/First name/)).toHaveValue(typed.firstName);
    await expect(
      within(canvas.getByRole('group', { name: 'I avoid' })).getByRole('checkbox', { name: 'Peanuts' }),
    ).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Roasted chestnut soup/ })).toBeChecked();
  },
});

export const RefusedFull: Story = { ...refused({ form: PREORDER_MESSAGES.full(10) }), tags: ['visual'] };
export const RefusedDishNotOnMenu: Story = {
  ...refused({ 'choices.festive-mains': PREORDER_MESSAGES.dishNotOnMenu }),
  tags: ['visual'],
};
export const RefusedCourseMissing: Story = {
  ...refused({
    'choices.festive-mains': PREORDER_MESSAGES.courseMissing('Mains'),
  }),
  tags: ['visual'],
};
export const RefusedNoteTooLong: Story = {
  ...refused({ note: PREORDER_MESSAGES.note }, { ...typed, note: 'n'.repeat(201) }),
  tags: ['visual'],
};

/** A booking with children: a child's place chooses from the children's menu. */
export const WithChildren: Story = {
  args: {
    view: {
      ...emptyView,
      adults: 8,
      children: 2,
      childrenSections: [
        {
          id: 'kids-mains',
          name: 'Children’s mains',
          required: true,
          dishes: [{ id: 'kids-pasta', name: 'Tomato pasta', kcal: 380, allergens: [], dietaryTags: [] }],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { name: /^Tomato pasta/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /child’s place/ }));
    await expect(canvas.getByRole('radio', { name: /^Tomato pasta/ })).toBeEnabled();
    await expect(canvas.queryByRole('radio', { name: /^Roast turkey/ })).toBeNull();
  },
};
