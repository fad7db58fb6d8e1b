import { vars } from '@fittizia/design-system/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * reCAPTCHA v3's floating badge is hidden (spec 5.2: "badge hidden"); Google allows that only when the page
 * shows its attribution text in the user flow, which `BotCheckNotice` does beside each form.
 */
globalStyle('.grecaptcha-badge', { visibility: 'hidden' });

export const notice = style({
  maxWidth: '800px',
  marginInline: 'auto',
  marginBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.palette.green,
});

export const link = style({ color: 'inherit', textDecoration: 'underline' });
