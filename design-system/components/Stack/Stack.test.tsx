import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('stacks its items with the gap from the tokens', () => {
    render(
      <Stack space="large" data-testid="stack">
        <div>One</div>
        <div>Two</div>
      </Stack>,
    );
    const style = getComputedStyle(screen.getByTestId('stack'));
    expect(style.flexDirection).toBe('column');
    expect(style.rowGap).toBe('24px');
  });
});
