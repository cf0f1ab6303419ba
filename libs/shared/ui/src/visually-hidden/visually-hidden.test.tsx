import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    render(
      <button type="button">
        <span aria-hidden="true">3</span>
        <VisuallyHidden>3 товари в кошику</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '3 товари в кошику' })).toBeInTheDocument();
  });
});
