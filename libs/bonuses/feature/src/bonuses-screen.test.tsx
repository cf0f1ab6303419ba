import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { messages } from './messages';
import { BonusesScreen } from './bonuses-screen';

describe('BonusesScreen', () => {
  it('names the page with its title and shows the intro', () => {
    render(<BonusesScreen />);
    expect(screen.getByRole('heading', { level: 1, name: messages.title })).toBeVisible();
    expect(screen.getByRole('region', { name: messages.title })).toHaveTextContent(messages.intro);
  });
});
