import { CONTACT_FILE_TYPE_NAMES, CONTACT_FORM_MESSAGES as M } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  fileInput,
  filled,
  filledGroup,
  formArgs,
  groupArgs,
  pdf,
  png,
  renamed,
  send,
  summaryLinks,
} from './ContactForm.fixture.ts';
import { ContactForm } from './ContactForm.tsx';

/** The contact and group booking forms' validation: the error summary, and files chosen or refused. */
const meta = {
  title: 'Features/Contact/ContactForm/Validation',
  component: ContactForm,
  // Not pictured: the forms' key states are pictured under Features/Contact/ContactForm.
  tags: ['no-visual'],
  args: formArgs,
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredErrors: Story = {
  name: 'Validation: everything missing',
  play: async ({ canvas, args }) => {
    await send(canvas);
    await expect(await summaryLinks(canvas)).toEqual([
      M.firstNameRequired,
      M.lastNameRequired,
      M.emailRequired,
      M.enquiryTypeRequired,
      M.reasonRequired,
      M.messageRequired,
    ]);
    await userEvent.click(canvas.getByRole('link', { name: M.reasonRequired }));
    await expect(canvas.getByRole('combobox', { name: 'Why are you contacting us?' })).toHaveFocus();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const SubReasonRequired: Story = {
  name: 'Validation: a reason with sub-reasons needs one',
  args: { defaultValues: { ...filled(), contactSubReasonId: '' } },
  play: async ({ canvas }) => {
    await send(canvas);
    await expect(await summaryLinks(canvas)).toEqual([M.subReasonRequired]);
    // Another reason without sub-reasons: the question goes, and so does the error.
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Why are you contacting us?' }),
      'Gift cards',
    );
    await expect(canvas.queryByRole('combobox', { name: 'What is it about?' })).not.toBeInTheDocument();
  },
};

export const RestaurantOnlyWhereItApplies: Story = {
  name: 'Validation: a restaurant for a visit, optional for gift cards',
  args: { defaultValues: { ...filled(), enquiryRestaurant: '', uploadedFiles: [] } },
  play: async ({ canvas, args }) => {
    await send(canvas);
    await expect(await summaryLinks(canvas)).toEqual([M.restaurantRequired]);
    await expect(args.submit).not.toHaveBeenCalled();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Why are you contacting us?' }),
      'Gift cards',
    );
    await expect(canvas.getByRole('combobox', { name: 'Restaurant (optional)' })).toHaveValue('');
    await send(canvas);
    await waitFor(() => expect(args.submit).toHaveBeenCalledTimes(1));
    const [sent] = (args.submit as unknown as { mock: { calls: [{ body: object }][] } }).mock.calls[0] ?? [];
    await expect(sent?.body).not.toHaveProperty('enquiryRestaurant');
    await expect(sent?.body).toMatchObject({ contactReasonId: 'gift-cards' });
  },
};

export const FormatErrors: Story = {
  name: 'Validation: names, e-mail, phone and message in the wrong form',
  args: {
    defaultValues: {
      ...filled(),
      firstName: 'T0m',
      lastName: 'Baker!',
      email: 'tom@',
      phone: '12345',
      message: 'x'.repeat(5001),
    },
  },
  play: async ({ canvas }) => {
    await send(canvas);
    await expect(await summaryLinks(canvas)).toEqual([
      M.firstNameFormat,
      M.lastNameFormat,
      M.emailFormat,
      M.phoneFormat,
      M.messageLength,
    ]);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('T0m');
  },
};

export const GroupGuestsRequired: Story = {
  name: 'Group booking: validation of the number of guests',
  args: { ...groupArgs, defaultValues: { ...filledGroup(), guests: 0 } },
  play: async ({ canvas, args }) => {
    await send(canvas, 'Send enquiry');
    await expect(await summaryLinks(canvas)).toEqual([M.guestsRequired]);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Files: Story = {
  name: 'Files: add, refuse a wrong type, remove by index',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf(), png()]);
    const list = await canvas.findByRole('list', { name: 'Chosen files' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('receipt.pdf'), expect.stringContaining('scarf.png')]);
    await userEvent.upload(fileInput(canvasElement), new File(['a'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(
      await canvas.findByText(`The file "notes.txt" must be a ${CONTACT_FILE_TYPE_NAMES} file`),
    ).toBeInTheDocument();
    await userEvent.upload(fileInput(canvasElement), [pdf(), pdf(), pdf(), pdf()]);
    await expect(await canvas.findByText('You can only select up to 5 files')).toBeInTheDocument();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // Remove the first of the five (by its place in the list).
    await userEvent.click(canvas.getAllByRole('button', { name: 'Remove receipt.pdf' })[0] as HTMLElement);
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('scarf.png'),
      expect.stringContaining('receipt.pdf'),
      expect.stringContaining('receipt.pdf'),
      expect.stringContaining('receipt.pdf'),
    ]);
  },
};

export const RefusedFileInSummary: Story = {
  name: 'Files: a refused file is named and joins the error summary, in the order of the form',
  args: { defaultValues: { ...filled(), message: '', uploadedFiles: [] } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['a'], 'menu.exe', { type: 'application/x-msdownload' }),
      {
        applyAccept: false,
      },
    );
    const refused = `The file "menu.exe" must be a ${CONTACT_FILE_TYPE_NAMES} file`;
    await expect(await canvas.findByText(refused)).toBeInTheDocument();
    await send(canvas);
    await expect(await summaryLinks(canvas)).toEqual([M.messageRequired, refused]);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const GroupErrorsInFormOrder: Story = {
  name: 'Group booking: the error summary in the order of the form (guests before the message)',
  args: { ...groupArgs, defaultValues: { ...filledGroup(), guests: 0, message: '' } },
  play: async ({ canvas }) => {
    await send(canvas, 'Send enquiry');
    await expect(await summaryLinks(canvas)).toEqual([M.guestsRequired, M.messageRequired]);
  },
};

export const RenamedFile: Story = {
  name: 'Files: a renamed file is refused before sending',
  args: { defaultValues: { ...filled(), uploadedFiles: [renamed()] } },
  play: async ({ canvas, args }) => {
    await send(canvas);
    await expect(
      await canvas.findByText(`The file "not-a-photo.png" must be a ${CONTACT_FILE_TYPE_NAMES} file`),
    ).toBeInTheDocument();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};
