import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, type iconNames, isIconName } from './Icon.tsx';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology and not focusable', () => {
    const { container } = render(<Icon name="chevron-up" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('becomes an image named by its label', () => {
    render(<Icon name="instagram" label="Instagram" />);
    expect(screen.getByRole('img', { name: 'Instagram' })).toBeTruthy();
  });

  it.each([
    'chevron-up',
    'chevron-left',
    'chevron-right',
    'menu',
    'x',
    'instagram',
    'facebook',
    'tiktok',
    'map-pin',
    'phone',
    'clock',
  ])('knows the icon %s', (name) => {
    expect(isIconName(name)).toBe(true);
    const { container } = render(<Icon name={name as (typeof iconNames)[number]} />);
    expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0);
  });

  it('rejects unknown names', () => {
    expect(isIconName('unicorn')).toBe(false);
  });
});
