import Pencil from 'lucide-react/icons/pencil';
import * as styles from './Tile.css.ts';

/* Editor-only controls, loaded only when a tile is shown in the editor's preview. */

export const imageDetailsVariants = ['desktop', 'mobile', 'shared'] as const;
export type ImageDetailsVariant = (typeof imageDetailsVariants)[number];

const variantLabels: Record<ImageDetailsVariant, string> = {
  desktop: 'Desktop image',
  mobile: 'Mobile image',
  shared: 'Shared image',
};

export interface ImageDetailsBadgeProps {
  variant: ImageDetailsVariant;
  /** Width x height of the image, when known. */
  size?: { width: number; height: number };
  /** What is wrong with the image: the error variant of the badge. */
  error?: string;
}

/** Editor-only: which image the visitor sees at this size, and whether it is usable. */
export function ImageDetailsBadge({ variant, size, error }: ImageDetailsBadgeProps) {
  return (
    <span
      className={styles.badge({ error: Boolean(error) })}
      data-variant={error ? `${variant}-error` : variant}
    >
      {variantLabels[variant]}
      {error ? `: ${error}` : size ? ` ${size.width} × ${size.height}` : ''}
    </span>
  );
}

/** Editor-only: opens the tile in the content editor. */
export function EditButton({
  editUrl,
  onEdit,
  label,
}: {
  editUrl?: string;
  onEdit?: () => void;
  label: string;
}) {
  const content = (
    <>
      <Pencil aria-hidden="true" focusable="false" size={16} />
      {label}
    </>
  );
  return editUrl ? (
    <a href={editUrl} className={styles.editButton} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <button type="button" className={styles.editButton} onClick={onEdit}>
      {content}
    </button>
  );
}

export interface EditorControlsProps {
  editUrl?: string | undefined;
  onEdit?: (() => void) | undefined;
  label: string;
  badges: ImageDetailsBadgeProps[];
}

/** The editor-only strip of a tile: its edit button and the image-details badges. */
export default function EditorControls({ editUrl, onEdit, label, badges }: EditorControlsProps) {
  return (
    <div className={styles.editor}>
      <EditButton editUrl={editUrl} onEdit={onEdit} label={label} />
      {badges.map((badge) => (
        <ImageDetailsBadge key={badge.variant} {...badge} />
      ))}
    </div>
  );
}
