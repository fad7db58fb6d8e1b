import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container.tsx';

describe('Container', () => {
  it('limits and centres its content', () => {
    render(
      <div style={{ width: '1200px' }}>
        <Container width="narrow" data-testid="container">
          x
        </Container>
      </div>,
    );
    const box = screen.getByTestId('container').getBoundingClientRect();
    expect(box.width).toBe(800);
    expect(box.left).toBeCloseTo(200 + (document.body.getBoundingClientRect().left ?? 0), 0);
  });
});
