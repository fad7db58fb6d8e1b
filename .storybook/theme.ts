import { create } from 'storybook/theming';
import { palette } from '../design-system/tokens/palette.ts';
import { fittiziaTokens } from '../design-system/tokens/tokens.ts';

/**
 * Storybook's own look (its sidebar, toolbar and panels) in the brand's colours and typeface, from the design
 * tokens: green for the selected story and the controls, bronze as the accent, the off-white page. Used by the
 * manager (manager.ts). The preview (stories and docs pages) does not import it: `storybook/theming` there would
 * be one more dependency for the story tests' browser to discover mid-run.
 */
export const fittiziaStorybookTheme = create({
  base: 'light',
  brandTitle: 'Fittizia Trattoria design system',
  brandUrl: './',
  brandImage: './fittizia-design-system.svg',
  brandTarget: '_self',

  colorPrimary: palette.bronze,
  colorSecondary: palette.green,

  appBg: palette.offWhite,
  appContentBg: palette.white,
  appPreviewBg: palette.offWhite,
  appHoverBg: palette.almond,
  appBorderColor: palette.lightGreen,
  appBorderRadius: 8,

  fontBase: fittiziaTokens.typography.fontFamily,
  fontCode: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',

  textColor: palette.black,
  textInverseColor: palette.offWhite,
  textMutedColor: palette.green,

  barTextColor: palette.green,
  barHoverColor: palette.green,
  barSelectedColor: palette.green,
  barBg: palette.white,

  buttonBg: palette.offWhite,
  buttonBorder: palette.green,
  booleanBg: palette.almond,
  booleanSelectedBg: palette.white,

  inputBg: palette.white,
  inputBorder: palette.green,
  inputTextColor: palette.black,
  inputBorderRadius: 8,
});
