import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { messages } from './messages';
import { CheckoutScreen } from './checkout-screen';

describe('CheckoutScreen', () => {
  it('names the page with its title and shows the intro', () => {
    render(<CheckoutScreen />);
    expect(screen.getByRole('heading', { level: 1, name: messages.title })).toBeVisible();
    expect(screen.getByRole('region', { name: messages.title })).toHaveTextContent(messages.intro);
  });
});
