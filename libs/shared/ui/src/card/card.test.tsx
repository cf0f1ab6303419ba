import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders its children in a div by default', () => {
    render(<Card data-testid="card">Баланс: 120 XP</Card>);
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveTextContent('Баланс: 120 XP');
    expect(card.className).toMatch(/raised/);
  });

  it('can be an article with another look', () => {
    render(
      <Card as="article" variant="outlined" padding="lg" aria-label="Новина">
        Текст
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Новина' });
    expect(card.className).toMatch(/outlined/);
    expect(card.className).toMatch(/pad-lg/);
  });
});
