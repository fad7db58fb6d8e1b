import { layout } from '../tokens/tokens.ts';
import { vars } from '../tokens/vars.css.ts';

/**
 * The box of a dialog centred on the screen (the pop-up, the cookie settings): fixed in the middle, as wide as the
 * modal width allows, scrolling within the screen's height. `zIndex` puts it above its own overlay, `spacing`
 * (a gap, a padding) lays out its content, `background` colours it.
 */
export const centredDialog = ({
  zIndex,
  background,
  spacing = {},
}: {
  zIndex: number;
  background: string;
  spacing?: { gap?: string; padding?: string };
}) => ({
  position: 'fixed' as const,
  zIndex,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `min(calc(100vw - ${vars.space.large}), ${layout.modalWidth})`,
  maxHeight: `calc(100dvh - ${vars.space.large})`,
  overflowY: 'auto' as const,
  display: 'grid',
  ...spacing,
  background,
  color: vars.palette.black,
  borderRadius: vars.radius.large,
});
