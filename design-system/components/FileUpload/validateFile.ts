/** '.pdf' → 'PDF'; 'image/png' → 'PNG'; 'image/*' → 'image'. */
const describeType = (type: string) => {
  if (type.startsWith('.')) return type.slice(1).toUpperCase();
  const [kind = '', subtype = ''] = type.split('/');
  return subtype === '*' ? kind : subtype.toUpperCase();
};

/** ['.pdf', '.docx'] → 'PDF or DOCX'; ['.jpg', '.png', '.pdf'] → 'JPG, PNG or PDF'. */
export function describeAccept(accept: readonly string[]): string {
  const names = accept.map(describeType);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** 5 * 1024 * 1024 → '5MB'; 500 * 1024 → '500KB'. */
export function describeSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'] as const;
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const rounded = Number.isInteger(size) ? String(size) : size.toFixed(1).replace(/\.0$/, '');
  return unit === 0 ? `${rounded} bytes` : `${rounded}${units[unit]}`;
}

export const fileMatchesAccept = (file: Pick<File, 'name' | 'type'>, accept: readonly string[]) =>
  accept.length === 0 ||
  accept.some((entry) => {
    const type = entry.trim().toLowerCase();
    if (type.startsWith('.')) return file.name.toLowerCase().endsWith(type);
    if (type.endsWith('/*')) return file.type.toLowerCase().startsWith(type.slice(0, -1));
    return file.type.toLowerCase() === type;
  });

/** 'The file "cv.exe"': how a message names the file it is about. */
export const fileLabel = (file: Pick<File, 'name'>) => `The file "${file.name}"`;

export interface FileRules {
  /** Extensions ('.pdf') or MIME types ('application/pdf', 'image/*'). */
  accept?: readonly string[];
  /** Largest size in bytes. */
  maxSize?: number;
  /** How the accepted types read in the message: 'a PDF or DOCX'. Built from `accept` when absent. */
  acceptLabel?: string;
}

/**
 * GOV.UK file upload messages, naming the file (several can be chosen at once, and the message joins the
 * form's error summary): the reason a file is refused, or undefined when it is fine.
 */
export function validateFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  rules: FileRules,
): string | undefined {
  const { accept = [], maxSize, acceptLabel } = rules;
  if (!fileMatchesAccept(file, accept)) {
    return `${fileLabel(file)} must be ${acceptLabel ?? `a ${describeAccept(accept)}`}`;
  }
  if (file.size === 0) return `${fileLabel(file)} is empty`;
  if (maxSize !== undefined && file.size > maxSize) {
    return `${fileLabel(file)} must be smaller than ${describeSize(maxSize)}`;
  }
  return undefined;
}
