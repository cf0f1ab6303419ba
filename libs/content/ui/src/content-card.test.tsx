import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ContentCard } from './content-card';

describe('ContentCard', () => {
  it('is an article named by its title that shows its content', () => {
    render(<ContentCard title="Заголовок">Вміст картки</ContentCard>);
    const card = screen.getByRole('article', { name: 'Заголовок' });
    expect(card).toBeVisible();
    expect(card).toHaveTextContent('Вміст картки');
  });
});
