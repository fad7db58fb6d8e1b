import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BackToTop } from './BackToTop.tsx';

afterEach(() => window.scrollTo({ top: 0, behavior: 'instant' }));

describe('BackToTop', () => {
  it('appears only after 600 px and takes the bottom offset', async () => {
    render(
      <>
        <div style={{ height: '4000px' }} />
        <BackToTop bottomOffset={40} />
      </>,
    );
    window.scrollTo({ top: 590, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    window.scrollTo({ top: 700, behavior: 'instant' });
    const button = await screen.findByRole('button', { name: 'Back to top' });
    expect(button.style.bottom).toContain('40px');
  });

  it('scrolls back to the top', async () => {
    render(
      <>
        <div style={{ height: '4000px' }} />
        <BackToTop />
      </>,
    );
    window.scrollTo({ top: 1200, behavior: 'instant' });
    await userEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
  });
});
