import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clamp, NumberStepper } from './NumberStepper.tsx';

describe('NumberStepper', () => {
  it('clamps', () => {
    expect(clamp(0, 1, 100)).toBe(1);
    expect(clamp(101, 1, 100)).toBe(100);
    expect(clamp(7, 1, 100)).toBe(7);
  });

  it('never goes past its bounds, by button, key or typing', async () => {
    const onChange = vi.fn();
    render(<NumberStepper id="c" label="Children" itemName="child" min={0} max={2} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Children' });
    const add = screen.getByRole('button', { name: 'Add one child' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    expect(input).toHaveProperty('value', '2');
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(onChange.mock.calls).toEqual([[1], [2]]);
    await userEvent.clear(input);
    await userEvent.type(input, '-9');
    await userEvent.tab();
    // The minus sign is not a digit: '9' is typed, and brought back to the maximum.
    expect(input).toHaveProperty('value', '2');
    input.focus();
    await userEvent.keyboard('{Home}');
    expect(input).toHaveProperty('value', '0');
    expect(input.getAttribute('aria-valuenow')).toBe('0');
  });

  it('has buttons of at least 44 x 44 px', () => {
    render(<NumberStepper id="a" label="Adults" min={1} max={100} />);
    for (const button of screen.getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      expect(width).toBeGreaterThanOrEqual(44);
      expect(height).toBeGreaterThanOrEqual(44);
    }
    expect(screen.getByRole('button', { name: 'Increase adults' })).toBeTruthy();
  });

  it('calls onRemove when an upsell item reaches 0', async () => {
    const onRemove = vi.fn();
    render(
      <NumberStepper
        id="u"
        label="Garlic bread"
        itemName="garlic bread"
        min={0}
        max={5}
        defaultValue={1}
        onRemove={onRemove}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove garlic bread' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
