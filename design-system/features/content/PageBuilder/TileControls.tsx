import {
  CONTENT_TILE_KIND_NAMES,
  CONTENT_TILE_KINDS,
  type ContentProblem,
  type ContentTile,
  TILE_ANIMATION_EFFECTS,
  TILE_BACKGROUND_COLOURS,
  TILE_HEIGHTS,
  TILE_LAYOUTS,
  TILE_OBJECT_FITS,
  TILE_WIDTHS,
} from '@fittizia/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TileGrid, tileRenderers } from '../../../tiles/index.ts';
import { type EditableTile, fieldId, isKind, problemsAt } from './editorDraft.ts';
import { ChoiceField, ImageFields, ListFields, TextField } from './TileFields.tsx';
import * as styles from './Workspace.css.ts';

type Path = (string | number)[];

export interface TileControlsProps {
  tile: EditableTile;
  index: number;
  count: number;
  problems: ContentProblem[];
  onChange: (path: Path, value: unknown) => void;
  onKind: (kind: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export const tileSectionId = (index: number) => fieldId(['tiles', index, 'section']);

const kindName = (kind: string) => (isKind(kind) ? CONTENT_TILE_KIND_NAMES[kind] : kind);

/** One tile: drawn live with the site's own component, beside the controls of everything it holds. */
export function TileControls(props: TileControlsProps) {
  const { tile, index, count, problems, onKind, onMove, onRemove } = props;
  const place = index + 1;
  const kind = tile.formType;
  const headingId = `${tileSectionId(index)}-heading`;
  const kindId = fieldId(['tiles', index, 'formType']);
  const fields = { tile, index, problems, onChange: props.onChange };
  const focusControls = () => document.getElementById(tileSectionId(index))?.focus();
  // The tile's edit button (editor preview) moves focus to its controls.
  const renderers = Object.fromEntries(
    Object.entries(tileRenderers).map(([name, render]) => [
      name,
      (p: Parameters<typeof render>[0]) => render({ ...p, options: { ...p.options, onEdit: focusControls } }),
    ]),
  );
  return (
    <li className={styles.tileItem} data-tile={place}>
      <div>
        <TileGrid tiles={[tile as ContentTile]} firstHeadingLevel={2} editorPreview renderers={renderers} />
      </div>
      <section id={tileSectionId(index)} tabIndex={-1} aria-labelledby={headingId} className={styles.fields}>
        <h3 id={headingId} className={styles.tileHeading}>
          {`Tile ${place}: ${kindName(kind)}`}
        </h3>
        <div className={styles.row}>
          <Button variant="outline" size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
            {`Move tile ${place} up`}
          </Button>
          <Button variant="outline" size="sm" disabled={index === count - 1} onClick={() => onMove(1)}>
            {`Move tile ${place} down`}
          </Button>
          <Button variant="outline" size="sm" onClick={onRemove}>
            {`Remove tile ${place}`}
          </Button>
        </div>
        <Select
          id={kindId}
          label="Kind of tile"
          value={kind}
          error={problemsAt(problems, kindId)}
          options={[
            ...(isKind(kind) ? [] : [{ value: kind, label: `${kind} (not drawn by the site)` }]),
            ...CONTENT_TILE_KINDS.map((value) => ({ value, label: CONTENT_TILE_KIND_NAMES[value] })),
          ]}
          onChange={(event) => onKind(event.target.value)}
        />
        <div className={styles.fieldGrid}>
          <ChoiceField
            {...fields}
            label="Background colour"
            path={['backgroundColour']}
            choices={TILE_BACKGROUND_COLOURS}
            none="None"
          />
          <ChoiceField {...fields} label="Width" path={['width']} choices={TILE_WIDTHS} none="Default" />
          <ChoiceField {...fields} label="Height" path={['height']} choices={TILE_HEIGHTS} none="Default" />
          <ChoiceField {...fields} label="Layout" path={['layout']} choices={TILE_LAYOUTS} none="Default" />
          <ChoiceField
            {...fields}
            label="Image fit"
            path={['objectFit']}
            choices={TILE_OBJECT_FITS}
            none="Default"
          />
          <ChoiceField
            {...fields}
            label="Animation"
            path={['animationEffect']}
            choices={TILE_ANIMATION_EFFECTS}
            none="Default"
          />
        </div>
        <TextField {...fields} label="Eyebrow" path={['eyebrow']} />
        <TextField {...fields} label="Heading" path={['heading']} />
        <TextField {...fields} label="Text" path={['body']} multiline />
        <TextField {...fields} label="Footer" path={['footer']} />
        {kind === 'heroTile' || kind === 'imageTile' ? (
          <>
            <ImageFields {...fields} which="image" />
            <ImageFields {...fields} which="imageMobile" />
            <TextField {...fields} label="The whole tile links to (address)" path={['href']} />
          </>
        ) : null}
        {kind === 'videoTile' ? (
          <>
            <TextField {...fields} label="Desktop video (address)" path={['videoDesktop']} />
            <TextField {...fields} label="Mobile video (address)" path={['videoMobile']} />
            <TextField {...fields} label="What the video shows (videoLabel)" path={['videoLabel']} />
          </>
        ) : null}
        {kind !== 'deliveryTile' && kind !== 'faqTile' ? <ListFields {...fields} list="links" /> : null}
        {kind === 'deliveryTile' ? <ListFields {...fields} list="providers" /> : null}
        {kind === 'faqTile' ? <ListFields {...fields} list="items" /> : null}
      </section>
    </li>
  );
}
