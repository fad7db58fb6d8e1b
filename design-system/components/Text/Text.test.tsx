import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.tsx';

describe('Text', () => {
  it('is a paragraph by default and can be another element', () => {
    const { container } = render(
      <>
        <Text>Para</Text>
        <Text as="span">Inline</Text>
      </>,
    );
    expect(container.querySelector('p')?.textContent).toBe('Para');
    expect(container.querySelector('span')?.textContent).toBe('Inline');
  });

  it.each([
    ['regular', '400'],
    ['bold', '700'],
    ['extraBold', '800'],
  ] as const)('renders the %s weight as %s', (weight, expected) => {
    render(<Text weight={weight}>Weighted</Text>);
    expect(getComputedStyle(screen.getByText('Weighted')).fontWeight).toBe(expected);
  });

  it('takes its size from the tokens', () => {
    render(<Text size="small">Small print</Text>);
    expect(getComputedStyle(screen.getByText('Small print')).fontSize).toBe('14px');
  });
});
