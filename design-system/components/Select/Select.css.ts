import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const select = style({
  appearance: 'none',
  paddingRight: vars.space.xlarge,
  cursor: 'pointer',
  // A chevron drawn with two gradients in the text colour, so no image colour is hard-coded.
  backgroundImage: `linear-gradient(45deg, transparent 50%, ${vars.color.foreground.text} 50%), linear-gradient(135deg, ${vars.color.foreground.text} 50%, transparent 50%)`,
  backgroundPosition: `calc(100% - 1.1rem) 55%, calc(100% - 0.75rem) 55%`,
  backgroundSize: '0.35rem 0.35rem, 0.35rem 0.35rem',
  backgroundRepeat: 'no-repeat',
  '@media': {
    '(forced-colors: active)': { appearance: 'auto', backgroundImage: 'none' },
  },
});
