import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Column, Columns } from './Columns.tsx';

describe('Columns', () => {
  it('puts columns side by side, sharing the width', () => {
    render(
      <div style={{ width: '400px' }}>
        <Columns space="none">
          <Column data-testid="a">A</Column>
          <Column data-testid="b">B</Column>
        </Columns>
      </div>,
    );
    expect(screen.getByTestId('a').getBoundingClientRect().width).toBe(200);
    expect(screen.getByTestId('b').getBoundingClientRect().left).toBe(
      screen.getByTestId('a').getBoundingClientRect().right,
    );
  });

  it('stacks below the collapse breakpoint', () => {
    // Whatever width the test page has, the direction follows the 1024 px `lg` breakpoint.
    render(
      <Columns space="none" collapseBelow="lg" data-testid="columns">
        <Column>A</Column>
        <Column>B</Column>
      </Columns>,
    );
    const wide = window.innerWidth >= 1024;
    expect(getComputedStyle(screen.getByTestId('columns')).flexDirection).toBe(wide ? 'row' : 'column');
  });
});
