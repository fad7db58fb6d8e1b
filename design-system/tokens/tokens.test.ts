import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { palette } from './palette.ts';
import { breakpoints, fittiziaTokens, tones } from './tokens.ts';

describe('tokens', () => {
  it('keeps the brand palette exactly', () => {
    expect(palette).toEqual({
      black: '#000',
      almond: '#f3e6d5',
      bronze: '#ca4b2f',
      green: '#244742',
      lightGreen: '#b5cbb3',
      offWhite: '#fff5e9',
      pink: '#e07f6b',
      red: '#880000',
      white: '#fff',
    });
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });

  it.each(tones)('gives the %s tone a foreground with AA contrast (4.5:1)', (tone) => {
    const { background, foreground } = fittiziaTokens.color.tone[tone];
    expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('has AA text and link colours on the page and a 3:1 focus ring', () => {
    const { background, foreground, focus } = fittiziaTokens.color;
    const page = palette[background.body];
    expect(contrastRatio(palette[foreground.text], page)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette[foreground.link], page)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette[foreground.linkHover], page)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette[focus.ring], palette[focus.halo])).toBeGreaterThanOrEqual(3);
  });

  it('uses the spec breakpoints and a 2rem tile radius', () => {
    expect(breakpoints).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    expect(fittiziaTokens.radius.tile).toBe('2rem');
  });
});
