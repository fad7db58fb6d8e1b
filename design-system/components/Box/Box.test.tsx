import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box.tsx';

describe('Box', () => {
  it('renders the element asked for and passes other attributes through', () => {
    render(
      <Box as="nav" aria-label="Footer" id="footer-nav">
        Links
      </Box>,
    );
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(nav.id).toBe('footer-nav');
  });

  it('turns sprinkles props into token-based styles', () => {
    render(
      <Box padding="medium" display="flex" data-testid="box">
        x
      </Box>,
    );
    const style = getComputedStyle(screen.getByTestId('box'));
    expect(style.paddingTop).toBe('16px');
    expect(style.display).toBe('flex');
  });
});
