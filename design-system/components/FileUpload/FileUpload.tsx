import { type ChangeEvent, type DragEvent, type ReactNode, useRef, useState } from 'react';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import { Button } from '../Button/Button.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { describedBy, ErrorMessage, Hint, useFieldId } from '../Field/Field.tsx';
import * as styles from './FileUpload.css.ts';
import { describeSize, type FileRules, validateFile } from './validateFile.ts';

export interface FileUploadProps extends FileRules {
  /** The button's id (the target of an error summary link); hint and error are `${id}-hint`, `${id}-error`. */
  id?: string;
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** An error from the form (a required file, say); a refused file's reason is shown when there is none. */
  error?: ReactNode;
  multiple?: boolean;
  /** Most files kept; more are refused with a message. */
  maxFiles?: number;
  value?: readonly File[];
  defaultValue?: readonly File[];
  onChange?: (files: File[]) => void;
  onBlur?: () => void;
  /** Told when a file is refused, with the reason. */
  onReject?: (file: File, reason: string) => void;
  /**
   * Told after every choice (and every removal) why files of that choice were refused, each reason naming its
   * file; an empty list when none was. A form keeps them as the field's error, so they join its error summary.
   */
  onRefusals?: (reasons: string[]) => void;
  disabled?: boolean;
  chooseLabel?: string;
  className?: string;
}

/**
 * Choose files with a button or drop them on the zone. Accepted files are listed with a remove button each;
 * a refused file leaves the list as it was and says why, naming it ('The file "cv.exe" must be a PDF or DOCX').
 */
export function FileUpload({
  id,
  name,
  label,
  hint,
  error,
  accept,
  maxSize,
  acceptLabel,
  multiple = false,
  maxFiles = multiple ? Number.POSITIVE_INFINITY : 1,
  value,
  defaultValue = [],
  onChange,
  onBlur,
  onReject,
  onRefusals,
  disabled = false,
  chooseLabel = multiple ? 'Choose files' : 'Choose file',
  className,
}: FileUploadProps) {
  const fieldId = useFieldId(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const [uncontrolled, setUncontrolled] = useState<readonly File[]>(defaultValue);
  const [rejection, setRejection] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const files = value ?? uncontrolled;

  const setFiles = (next: File[]) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const add = (incoming: readonly File[]) => {
    if (incoming.length === 0) return;
    const accepted: File[] = [];
    const reasons: string[] = [];
    for (const file of incoming) {
      const problem = validateFile(file, { accept, maxSize, acceptLabel });
      if (problem) {
        reasons.push(problem);
        onReject?.(file, problem);
      } else {
        accepted.push(file);
      }
    }
    // A single-file upload replaces its file; a multiple one adds, up to maxFiles.
    const base = multiple ? [...files] : [];
    const room = multiple ? maxFiles - base.length : 1;
    if (accepted.length > room) {
      reasons.push(maxFiles === 1 ? 'Select only one file' : `You can only select up to ${maxFiles} files`);
    }
    setRejection(reasons.length > 0 ? reasons.join('. ') : undefined);
    if (accepted.length > 0) setFiles([...base, ...accepted.slice(0, Math.max(room, 0))]);
    onRefusals?.(reasons);
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.target.files ?? []));
    // Let the same file be chosen again after it is removed.
    event.target.value = '';
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  const removeAt = (index: number) => {
    setRejection(undefined);
    onRefusals?.([]);
    setFiles(files.filter((_, position) => position !== index));
    // Keep focus in the component once the removed item's button is gone.
    document.getElementById(fieldId)?.focus();
  };

  const shownError = error ?? rejection;
  const labelId = `${fieldId}-label`;
  const statusId = `${fieldId}-status`;

  return (
    <div
      className={[fieldStyles.group({ invalid: Boolean(shownError) }), className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {hint ? <Hint id={`${fieldId}-hint`}>{hint}</Hint> : null}
      {shownError ? <ErrorMessage id={`${fieldId}-error`}>{shownError}</ErrorMessage> : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button is the keyboard route. */}
      <div
        className={styles.dropZone}
        data-dragging={dragging}
        data-invalid={Boolean(shownError)}
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <input
          ref={inputRef}
          className={styles.nativeInput}
          type="file"
          name={name}
          accept={accept?.join(',')}
          multiple={multiple}
          disabled={disabled}
          tabIndex={-1}
          aria-hidden="true"
          onChange={handleInput}
        />
        <Button
          id={fieldId}
          variant="secondary"
          disabled={disabled}
          aria-labelledby={`${labelId} ${fieldId}-choose`}
          aria-describedby={describedBy(fieldId, { hint, error: shownError, extra: statusId })}
          onClick={() => inputRef.current?.click()}
          onBlur={onBlur}
        >
          <span id={`${fieldId}-choose`}>{chooseLabel}</span>
        </Button>
        <span aria-hidden="true">or drop {multiple ? 'files' : 'a file'} here</span>
      </div>
      <p id={statusId} className={visuallyHidden} aria-live="polite">
        {files.length === 0
          ? 'No file chosen'
          : `${files.length} ${files.length === 1 ? 'file' : 'files'} chosen`}
      </p>
      {files.length > 0 ? (
        <ul className={styles.fileList} aria-label={`Chosen ${multiple ? 'files' : 'file'}`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.fileItem}>
              <span className={styles.fileName}>
                {file.name} <span className={styles.fileSize}>({describeSize(file.size)})</span>
              </span>
              <Button variant="link" size="sm" disabled={disabled} onClick={() => removeAt(index)}>
                Remove<span className={visuallyHidden}> {file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
