import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.tsx';

describe('Heading', () => {
  it.each(['1', '2', '3', '4'] as const)('renders level %s as the matching element', (level) => {
    render(<Heading level={level}>Our menu</Heading>);
    expect(screen.getByRole('heading', { level: Number(level), name: 'Our menu' })).toBeTruthy();
  });

  it('uses the bold face and the size of its level, or the size asked for', () => {
    render(
      <>
        <Heading level="2">Two</Heading>
        <Heading level="2" size="4">
          Looks like four
        </Heading>
      </>,
    );
    const two = getComputedStyle(screen.getByRole('heading', { name: 'Two' }));
    const small = getComputedStyle(screen.getByRole('heading', { name: 'Looks like four' }));
    expect(two.fontWeight).toBe('700');
    expect(two.fontSize).toBe('32px');
    expect(small.fontSize).toBe('20px');
  });
});
