import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../tokens/contrast.ts';
import { Card, cardTones } from './Card.tsx';

const rgbToHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

describe('Card', () => {
  it.each(cardTones)('keeps AA contrast for text on the %s tone', (tone) => {
    render(
      <Card tone={tone} data-testid="card">
        Text
      </Card>,
    );
    const style = getComputedStyle(screen.getByTestId('card'));
    expect(contrastRatio(rgbToHex(style.color), rgbToHex(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
  });
});
