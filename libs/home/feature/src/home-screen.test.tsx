import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BrandProvider, type BrandConfig } from '@cx/brand-contract';
import { HomeScreen } from './home-screen';

const brand = {
  displayName: "o'go",
  copy: { homeTitle: "Вітаємо в o'go Club", homeLead: 'Збирай XP.' },
} as BrandConfig;

describe('HomeScreen', () => {
  it("greets the customer with the brand's own copy", () => {
    render(
      <BrandProvider brand={brand}>
        <HomeScreen />
      </BrandProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Вітаємо в o'go Club");
    expect(screen.getByText('Збирай XP.')).toBeVisible();
    expect(document.title).toBe("o'go");
  });
});
