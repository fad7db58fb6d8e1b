import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../tokens/contrast.ts';
import { Badge, badgeTones } from './Badge.tsx';

const rgbToHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

describe('Badge', () => {
  it.each(badgeTones)('reads clearly on the %s tone (AA for small bold text)', (tone) => {
    render(<Badge tone={tone}>Label</Badge>);
    const style = getComputedStyle(screen.getByText('Label'));
    expect(contrastRatio(rgbToHex(style.color), rgbToHex(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
  });
});
