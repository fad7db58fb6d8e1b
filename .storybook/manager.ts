import { addons } from 'storybook/manager-api';
import { fittiziaStorybookTheme } from './theme.ts';

/** The manager (Storybook's sidebar and toolbar): the brand theme, with the design system's title and logo. */
addons.setConfig({ theme: fittiziaStorybookTheme });
