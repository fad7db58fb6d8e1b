import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload } from './FileUpload.tsx';
import { describeAccept, describeSize, validateFile } from './validateFile.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('validateFile', () => {
  const rules = { accept: ['.pdf', '.docx'], maxSize: 5 * MB };

  it('accepts by extension, whatever the case', () => {
    expect(validateFile(file('CV.PDF', ''), rules)).toBeUndefined();
    expect(validateFile(file('cv.docx', ''), rules)).toBeUndefined();
  });

  it('refuses another type with a clear message', () => {
    expect(validateFile(file('cv.doc', 'application/msword'), rules)).toBe(
      'The file "cv.doc" must be a PDF or DOCX',
    );
  });

  it('refuses a file over the limit, and an empty one', () => {
    expect(validateFile(file('cv.pdf', 'application/pdf', 5 * MB + 1), rules)).toBe(
      'The file "cv.pdf" must be smaller than 5MB',
    );
    expect(validateFile(file('cv.pdf', 'application/pdf', 0), rules)).toBe('The file "cv.pdf" is empty');
  });

  it('matches MIME types and wildcards', () => {
    expect(validateFile(file('a.png', 'image/png'), { accept: ['image/*'] })).toBeUndefined();
    expect(validateFile(file('a.pdf', 'application/pdf'), { accept: ['application/pdf'] })).toBeUndefined();
  });

  it('describes types and sizes', () => {
    expect(describeAccept(['.jpg', '.png', '.pdf'])).toBe('JPG, PNG or PDF');
    expect(describeSize(5 * MB)).toBe('5MB');
    expect(describeSize(1536)).toBe('1.5KB');
    expect(describeSize(300)).toBe('300 bytes');
  });
});

describe('FileUpload', () => {
  it('chooses a file with the button, replaces it in single mode, and removes it', async () => {
    const onChange = vi.fn();
    const { container } = render(<FileUpload id="cv" label="CV" accept={['.pdf']} onChange={onChange} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, file('one.pdf', 'application/pdf'));
    await userEvent.upload(input, file('two.pdf', 'application/pdf'));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'two.pdf' })]);
    expect(screen.queryByText('one.pdf')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove two.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(document.activeElement?.id).toBe('cv');
  });

  it('tells the form why each file of a choice was refused, naming it, and clears that on the next choice', async () => {
    const onRefusals = vi.fn();
    const { container } = render(
      <FileUpload id="files" label="Files" multiple accept={['.pdf']} maxSize={MB} onRefusals={onRefusals} />,
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    // A file the picker's filter would hide can still be chosen ("All files") or dropped.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [
      file('menu.exe', 'application/octet-stream'),
      file('big.pdf', 'application/pdf', MB + 1),
      file('fine.pdf', 'application/pdf'),
    ]);
    expect(onRefusals).toHaveBeenLastCalledWith([
      'The file "menu.exe" must be a PDF',
      'The file "big.pdf" must be smaller than 1MB',
    ]);
    expect(
      screen.getByText('The file "menu.exe" must be a PDF. The file "big.pdf" must be smaller than 1MB'),
    ).toBeTruthy();
    await user.upload(input, file('second.pdf', 'application/pdf'));
    expect(onRefusals).toHaveBeenLastCalledWith([]);
  });

  it('keeps the form error over a refusal message', () => {
    render(<FileUpload id="cv" label="CV" error="Select your CV" />);
    expect(screen.getByText('Select your CV')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CV Choose file' }).getAttribute('aria-describedby')).toBe(
      'cv-error cv-status',
    );
  });
});
