import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline.tsx';

describe('Inline', () => {
  it('lays items in a wrapping row', () => {
    render(
      <Inline space="small" data-testid="inline">
        <span>A</span>
        <span>B</span>
      </Inline>,
    );
    const style = getComputedStyle(screen.getByTestId('inline'));
    expect(style.flexDirection).toBe('row');
    expect(style.flexWrap).toBe('wrap');
    expect(style.columnGap).toBe('12px');
  });
});
