import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

describe('Button', () => {
  it('is a button named by its content, of type button by default', () => {
    render(<Button>Book a table</Button>);
    const button = screen.getByRole('button', { name: 'Book a table' });
    expect(button).toHaveProperty('type', 'button');
  });

  it('calls onClick when pressed with the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Book a table</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it.each(buttonVariants.flatMap((variant) => buttonSizes.map((size) => [variant, size] as const)))(
    'meets the 44 x 44 px target size as %s %s',
    (variant, size) => {
      render(
        <Button variant={variant} size={size}>
          Go
        </Button>,
      );
      const { width, height } = screen.getByRole('button', { name: 'Go' }).getBoundingClientRect();
      expect(width).toBeGreaterThanOrEqual(44);
      expect(height).toBeGreaterThanOrEqual(44);
    },
  );

  it('when loading, is busy, keeps focus, adds a loading label and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="sending" onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send (sending)' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(document.activeElement).toBe(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is natively disabled', () => {
    render(<Button disabled>Book a table</Button>);
    expect(screen.getByRole('button', { name: 'Book a table' })).toHaveProperty('disabled', true);
  });

  it('renders its child link with asChild, marking it aria-disabled rather than disabled', () => {
    render(
      <Button asChild disabled>
        <a href="/menu">Menu</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Menu' });
    expect(link.getAttribute('href')).toBe('/menu');
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stretches to its container when full width', () => {
    render(
      <div style={{ width: '500px' }}>
        <Button fullWidth>Book a table</Button>
      </div>,
    );
    expect(screen.getByRole('button', { name: 'Book a table' }).getBoundingClientRect().width).toBe(500);
  });
});
