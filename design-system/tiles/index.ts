export {
  EditButton,
  type EditorControlsProps,
  ImageDetailsBadge,
  type ImageDetailsBadgeProps,
  type ImageDetailsVariant,
  imageDetailsVariants,
} from './Tile/EditorPreview.tsx';
export { EditorPreviewProvider, useEditorPreview } from './Tile/editorContext.ts';
export {
  type TileAnimationEffect,
  type TileHeight,
  type TileLayout,
  type TileObjectFit,
  type TileWidth,
  tileAnimation,
  tileAnimationEffects,
  tileBackground,
  tileHeights,
  tileLayouts,
  tileObjectFits,
  tileWidths,
} from './Tile/options.ts';
export { Tile, type TileLink, type TileProps } from './Tile/Tile.tsx';
export { type TileImage, type TileImageSource, TileSpinner } from './Tile/TileMedia.tsx';
export { tileImagePreloads } from './Tile/tileImage.ts';
export {
  TileGrid,
  type TileGridProps,
  type TileRenderer,
  type TileRendererProps,
  tileOptions,
  tileRenderers,
} from './TileGrid/TileGrid.tsx';
export { readTileContent, type TileContent } from './TileGrid/tileContent.ts';
