import { settingsFixture } from '@fittizia/api-mocks/fixtures';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer.tsx';

describe('Footer', () => {
  it('names every social icon link and opens it in a new tab', () => {
    render(<Footer settings={settingsFixture} />);
    const list = screen.getByRole('list', { name: 'Follow us' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute('aria-label')).toMatch(
        /on (Instagram|Facebook|TikTok) \(opens in a new tab\)$/,
      );
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('shows footer links with their descriptions, honouring openInNewTab', () => {
    render(<Footer settings={settingsFixture} />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('target')).toBeNull();
    expect(within(nav).getByText('Our story since 1987')).toBeTruthy();
    expect(
      within(nav).getByRole('link', { name: 'Feedback (opens in a new tab)' }).getAttribute('target'),
    ).toBe('_blank');
  });

  it('shows the copyright for the current year by default', () => {
    render(<Footer settings={settingsFixture} />);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Fittizia Trattoria. All rights reserved.`),
    ).toBeTruthy();
  });
});
