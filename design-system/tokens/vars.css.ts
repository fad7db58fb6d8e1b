import { createGlobalTheme, createTheme, createThemeContract } from '@vanilla-extract/css';
import { fittiziaTokens, resolveTheme } from './tokens.ts';

const defaultTheme = resolveTheme(fittiziaTokens);

/**
 * The one CSS variable contract of the design system. Its shape is the resolved token object, so the
 * contract and every theme are written once (as in Braid's `makeBraidTheme`).
 */
export const vars = createThemeContract(defaultTheme);

/** The default theme on `:root`, so any page that imports the design system gets it. */
createGlobalTheme(':root', vars, defaultTheme);

/** The same theme as a class, for nesting a theme inside another part of the page. */
export const fittiziaThemeClass = createTheme(vars, defaultTheme, fittiziaTokens.name);
