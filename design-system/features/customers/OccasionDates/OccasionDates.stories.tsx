import { customerGuidFixture, handlersFor, type ScenarioName } from '@fittizia/api-mocks';
import {
  createBrandClient,
  CUSTOMER_FORM_MESSAGES as M,
  type UpdateOccasionDatesRequest,
} from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OccasionDates } from './OccasionDates.tsx';

const client = createBrandClient({ baseUrl: '' });
const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

const meta = {
  title: 'Features/Customers/OccasionDates',
  component: OccasionDates,
  args: {
    customerGuid: customerGuidFixture,
    submit: fn(
      async (body: UpdateOccasionDatesRequest) => (await client.call('updateOccasionDates', { body })).data,
    ),
  },
} satisfies Meta<typeof OccasionDates>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const rows = [
  { name: 'Wedding anniversary', date: { day: '14', month: '6', year: '2025' } },
  { name: "Marco's birthday", date: { day: '2', month: '11', year: '2025' } },
];
const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Save occasions' }));
const summaryLinks = async (canvas: Canvas) => {
  const summary = await canvas.findByTestId('error-summary');
  await waitFor(() => expect(summary).toHaveFocus());
  return within(summary)
    .getAllByRole('link')
    .map((l) => l.textContent);
};

export const OneEmptyRow: Story = {
  name: 'One empty row',
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Occasion 1' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Remove occasion 1' })).not.toBeInTheDocument();
  },
};

export const AddAndRemove: Story = {
  name: 'Rows: add, remove, save',
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Occasion/ }), 'Wedding anniversary');
    const first = canvas.getByRole('group', { name: 'Occasion 1' });
    await userEvent.type(within(first).getByRole('textbox', { name: 'Day' }), '14');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Month' }), '6');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Year' }), '2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Add another occasion' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add another occasion' }));
    const second = canvas.getByRole('group', { name: 'Occasion 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: /^Occasion/ }), 'Not this one');
    const third = canvas.getByRole('group', { name: 'Occasion 3' });
    await userEvent.type(within(third).getByRole('textbox', { name: /^Occasion/ }), "Marco's birthday");
    await userEvent.type(within(third).getByRole('textbox', { name: 'Day' }), '2');
    await userEvent.type(within(third).getByRole('textbox', { name: 'Month' }), '11');
    await userEvent.type(within(third).getByRole('textbox', { name: 'Year' }), '2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove occasion 2' }));
    await expect(canvas.queryByRole('group', { name: 'Occasion 3' })).not.toBeInTheDocument();
    await save(canvas);
    await expect(await canvas.findByTestId('occasions-saved')).toHaveTextContent(M.occasionsSaved);
    await expect(args.submit).toHaveBeenCalledWith({
      customerGuid: customerGuidFixture,
      occasions: [
        { name: 'Wedding anniversary', date: '2025-6-14' },
        { name: "Marco's birthday", date: '2025-11-2' },
      ],
    });
  },
};

export const ValidationErrors: Story = {
  name: 'Validation: a name missing, a date missing, a date that does not exist',
  tags: ['no-visual'],
  args: {
    defaultValues: [
      { name: '', date: { day: '14', month: '6', year: '2025' } },
      { name: 'Anniversary', date: { day: '', month: '', year: '' } },
      { name: 'Leap day', date: { day: '29', month: '2', year: '2025' } },
    ],
  },
  play: async ({ canvas, args }) => {
    await save(canvas);
    await expect(await summaryLinks(canvas)).toEqual([
      M.occasionNameRequired,
      M.occasionDateRequired,
      M.occasionDateReal,
    ]);
    await userEvent.click(canvas.getByRole('link', { name: M.occasionDateReal }));
    await expect(
      within(canvas.getByRole('group', { name: 'Occasion 3' })).getByRole('textbox', { name: 'Day' }),
    ).toHaveFocus();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: "Failure: the save answers a message other than 'Success'",
  tags: ['visual'],
  args: { defaultValues: rows },
  parameters: scenario('occasion-dates-failed'),
  play: async ({ canvas }) => {
    await save(canvas);
    const failed = await canvas.findByTestId('occasions-failed');
    await expect(failed).toHaveAttribute('role', 'alert');
    await expect(failed).toHaveTextContent(M.occasionsFailed);
    await waitFor(() => expect(failed).toHaveFocus());
    await expect(
      canvas.getAllByRole('textbox', { name: /^Occasion/ }).map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Wedding anniversary', "Marco's birthday"]);
  },
};
