import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnchorProvider } from '../../shared/Anchor.tsx';
import { ErrorPage } from './ErrorPage.tsx';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorPage', () => {
  it('shows 404 with the not-found message and a way home', () => {
    render(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page could not be found');
    expect(screen.getByRole('link', { name: 'Return to homepage' }).getAttribute('href')).toBe('/');
  });

  it('shows any other status as 500', () => {
    render(<ErrorPage status={418} />);
    expect(screen.getByText('500')).toBeTruthy();
  });

  it('falls back when the error page itself fails', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AnchorProvider value={Broken}>
        <ErrorPage status={404} />
      </AnchorProvider>,
    );
    expect(
      screen.getByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
    spy.mockRestore();
  });
});
