import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, NEW_TAB_LABEL } from './Link.tsx';

describe('Link', () => {
  it('is a link named by its text, opening in the same tab', () => {
    render(<Link href="/menu">Menu</Link>);
    const link = screen.getByRole('link', { name: 'Menu' });
    expect(link.getAttribute('href')).toBe('/menu');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it('opens an external link in a new tab and says so to screen readers', () => {
    render(
      <Link href="https://example.com" external rel="me">
        Example
      </Link>,
    );
    const link = screen.getByRole('link', { name: `Example ${NEW_TAB_LABEL}` });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['me', 'noopener', 'noreferrer']);
  });

  it('adds a decorative arrow to a standalone link without changing its name', () => {
    render(
      <Link href="/jobs" variant="standalone">
        Jobs
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('renders its child element with asChild', () => {
    render(
      <Link asChild variant="standalone">
        <a href="/sign-up" data-router-link="">
          Sign up
        </a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link.hasAttribute('data-router-link')).toBe(true);
    expect(link.className).not.toBe('');
  });
});
