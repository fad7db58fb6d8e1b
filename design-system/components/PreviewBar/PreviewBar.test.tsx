import { CONTENT_MESSAGES, CONTENT_PREVIEW_BAR, CONTENT_PREVIEW_EXIT } from '@fittizia/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREVIEW_BAR_LABEL, PreviewBar, previewExitHref } from './PreviewBar.tsx';

describe('PreviewBar', () => {
  it('says drafts are shown, in a named region, with an exit back to the same path', () => {
    render(<PreviewBar exitHref={previewExitHref('/whats-on/quiz-night')} />);
    const region = screen.getByRole('region', { name: PREVIEW_BAR_LABEL });
    expect(region.textContent).toContain(CONTENT_PREVIEW_BAR);
    const exit = screen.getByRole('link', { name: CONTENT_PREVIEW_EXIT });
    expect(exit.getAttribute('href')).toBe('/preview/exit?to=%2Fwhats-on%2Fquiz-night');
  });

  it('says why when the preview has ended', () => {
    render(<PreviewBar exitHref="/preview/exit?to=%2F" message={CONTENT_MESSAGES.previewInvalid} />);
    const region = screen.getByRole('region', { name: PREVIEW_BAR_LABEL });
    expect(region.textContent).toContain(CONTENT_MESSAGES.previewInvalid);
    expect(region.textContent).not.toContain(CONTENT_PREVIEW_BAR);
  });
});
