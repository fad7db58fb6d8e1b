/** WCAG 2.x relative luminance and contrast ratio, used by tests and the colour documentation. */

const expandHex = (hex: string): string => {
  const value = hex.replace('#', '');
  if (value.length === 3) {
    return value
      .split('')
      .map((digit) => digit + digit)
      .join('');
  }
  return value;
};

const channel = (value: number): number => {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};

export const relativeLuminance = (hex: string): number => {
  const value = expandHex(hex);
  const [r, g, b] = [0, 2, 4].map((start) => channel(Number.parseInt(value.slice(start, start + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

export const contrastRatio = (foreground: string, background: string): number => {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return (lighter! + 0.05) / (darker! + 0.05);
};

/** WCAG 2.2 levels for text: AA needs 4.5:1 (3:1 for large text), AAA needs 7:1. */
export const contrastRating = (ratio: number): 'AAA' | 'AA' | 'AA large' | 'Fail' => {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'Fail';
};
