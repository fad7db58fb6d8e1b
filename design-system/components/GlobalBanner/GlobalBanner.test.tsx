import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissalKey } from './dismissal.ts';
import { GlobalBanner } from './GlobalBanner.tsx';

describe('GlobalBanner', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows its message in a named region', async () => {
    render(<GlobalBanner id="a">Free garlic bread on Tuesdays</GlobalBanner>);
    const region = await screen.findByRole('region', { name: 'Announcement' });
    expect(region.textContent).toContain('Free garlic bread on Tuesdays');
  });

  it('remembers a dismissal across renders', async () => {
    const { unmount } = render(<GlobalBanner id="a">Hello</GlobalBanner>);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(window.localStorage.getItem(dismissalKey('banner', 'a'))).toBe('true');
    unmount();
    render(<GlobalBanner id="a">Hello</GlobalBanner>);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });

  it('shows a banner with a new id again', async () => {
    window.localStorage.setItem(dismissalKey('banner', 'old'), 'true');
    render(<GlobalBanner id="new">New message</GlobalBanner>);
    expect(await screen.findByRole('region', { name: 'Announcement' })).toBeTruthy();
  });
});
