import { choicesFixture, customerGuidFixture, handlersFor, type ScenarioName } from '@fittizia/api-mocks';
import {
  createBrandClient,
  CUSTOMER_FORM_MESSAGES as M,
  type UpdateCustomerChoicesRequest,
} from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Choices } from './Choices.tsx';

const client = createBrandClient({ baseUrl: '' });
const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

const meta = {
  title: 'Features/Customers/Choices',
  component: Choices,
  args: {
    choices: choicesFixture,
    customerGuid: customerGuidFixture,
    submit: fn(
      async (body: UpdateCustomerChoicesRequest) =>
        (await client.call('updateCustomerChoices', { body })).data,
    ),
  },
} satisfies Meta<typeof Choices>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Save my choices' }));

export const Pairs: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const first = canvas.getByRole('group', { name: 'Pizza or pasta?' });
    await expect(
      within(first)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['pizza', 'pasta']);
    await expect(within(first).getByRole('radio', { name: 'Pizza' })).not.toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Red or white?' })).toBeInTheDocument();
  },
};

export const Saved: Story = {
  name: "Saved ('Success')",
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Pasta' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Red wine' }));
    // Arrow keys move within a pair, as radios do.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'White wine' })).toBeChecked();
    await save(canvas);
    const saved = await canvas.findByTestId('choices-saved');
    await expect(saved).toHaveTextContent(M.choicesSaved);
    await expect(args.submit).toHaveBeenCalledWith({
      customerGuid: customerGuidFixture,
      choices: [
        { choiceId: 'pizza-or-pasta', optionId: 'pasta' },
        { choiceId: 'red-or-white', optionId: 'white' },
      ],
    });
  },
};

export const NothingChosen: Story = {
  name: 'Validation: nothing chosen',
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await save(canvas);
    const summary = await canvas.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: M.choicesRequired }));
    await expect(canvas.getByRole('radio', { name: 'Pizza' })).toHaveFocus();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: 'Failure: the save fails (the choices stay)',
  tags: ['visual'],
  args: { defaultValues: { 'pizza-or-pasta': 'pizza' } },
  parameters: scenario('choices-failed'),
  play: async ({ canvas }) => {
    await save(canvas);
    const failed = await canvas.findByTestId('choices-failed');
    await expect(failed).toHaveAttribute('role', 'alert');
    await expect(failed).toHaveTextContent(M.choicesFailed);
    await waitFor(() => expect(failed).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'Pizza' })).toBeChecked();
  },
};
