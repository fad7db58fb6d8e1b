import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FileUpload } from './FileUpload.tsx';

const MB = 1024 * 1024;

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type, lastModified: Date.UTC(2025, 0, 1) });

/** Drags real files over the zone and drops them, as the browser does. */
const drop = (zone: HTMLElement, files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const item of files) dataTransfer.items.add(item);
  zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
};

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: {
    id: 'cv',
    name: 'cv',
    label: 'Upload your CV',
    hint: 'A PDF or DOCX, smaller than 5MB',
    accept: ['.pdf', '.docx'],
    maxSize: 5 * MB,
    onChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Upload your CV Choose file' });
    await expect(button).toHaveAccessibleDescription('A PDF or DOCX, smaller than 5MB No file chosen');
    const input = canvasElementInput(canvas.getByTestId('drop-zone'));
    await userEvent.upload(input, file('giulia-rossi-cv.pdf', 'application/pdf'));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('list', { name: 'Chosen file' })).toHaveTextContent('giulia-rossi-cv.pdf');
  },
};

function canvasElementInput(zone: HTMLElement): HTMLInputElement {
  return zone.querySelector('input[type="file"]')!;
}

export const DropAFile: Story = {
  play: async ({ canvas, args }) => {
    drop(canvas.getByTestId('drop-zone'), [
      file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ]);
    await expect(await canvas.findByRole('list', { name: 'Chosen file' })).toHaveTextContent('cv.docx');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const WrongFileType: Story = {
  args: { defaultValue: [file('giulia-rossi-cv.pdf', 'application/pdf')] },
  play: async ({ canvas, args }) => {
    drop(canvas.getByTestId('drop-zone'), [file('holiday.png', 'image/png')]);
    await expect(await canvas.findByText('The file "holiday.png" must be a PDF or DOCX')).toBeInTheDocument();
    await expect(args.onReject).toHaveBeenCalledOnce();
    await expect(
      canvas.getByRole('button', { name: 'Upload your CV Choose file' }),
    ).toHaveAccessibleDescription(
      'A PDF or DOCX, smaller than 5MB Error: The file "holiday.png" must be a PDF or DOCX 1 file chosen',
    );
    // The file already chosen is kept.
    const list = canvas.getByRole('list', { name: 'Chosen file' });
    await expect(list).toHaveTextContent('giulia-rossi-cv.pdf');
    await expect(list).not.toHaveTextContent('holiday.png');
  },
};

export const FileTooLarge: Story = {
  play: async ({ canvas }) => {
    drop(canvas.getByTestId('drop-zone'), [file('big.pdf', 'application/pdf', 6 * MB)]);
    await expect(await canvas.findByText('The file "big.pdf" must be smaller than 5MB')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { error: 'Select your CV' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Upload your CV Choose file' }),
    ).toHaveAccessibleDescription('A PDF or DOCX, smaller than 5MB Error: Select your CV No file chosen');
  },
};

export const Filled: Story = {
  args: { defaultValue: [file('giulia-rossi-cv.pdf', 'application/pdf', 240_000)] },
};

export const MultipleRemoveByIndex: Story = {
  args: {
    id: 'photos',
    name: 'photos',
    label: 'Photos of your visit',
    hint: 'Up to 3 images, each smaller than 2MB',
    accept: ['image/*'],
    acceptLabel: 'an image, such as a JPG or PNG',
    maxSize: 2 * MB,
    multiple: true,
    maxFiles: 3,
  },
  play: async ({ canvas, userEvent, args }) => {
    drop(canvas.getByTestId('drop-zone'), [
      file('starter.jpg', 'image/jpeg'),
      file('main.jpg', 'image/jpeg'),
      file('dessert.jpg', 'image/jpeg'),
    ]);
    const list = await canvas.findByRole('list', { name: 'Chosen files' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove main.jpg' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'starter.jpg' }),
      expect.objectContaining({ name: 'dessert.jpg' }),
    ]);
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Photos of your visit Choose files' })).toHaveFocus();
    drop(canvas.getByTestId('drop-zone'), [file('menu.pdf', 'application/pdf')]);
    await expect(
      await canvas.findByText('The file "menu.pdf" must be an image, such as a JPG or PNG'),
    ).toBeInTheDocument();
    await expect(list.querySelectorAll('li')).toHaveLength(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload your CV Choose file' })).toBeDisabled();
  },
};
