import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BottomBarButton } from './bottom-bar-button';
import { BottomBar, Page, PageSection } from './page';
import { Inline, Stack } from './stack';

describe('Page', () => {
  it('is a div by default, or the main landmark, with an optional h1 and bottom bar', () => {
    const { rerender } = render(
      <Page title="Кошик" bottomBar={<BottomBar>Дії</BottomBar>}>
        Вміст
      </Page>,
    );
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Кошик' })).toBeInTheDocument();
    expect(screen.getByText('Дії').className).toMatch(/bottomBar/);
    rerender(<Page as="main">Вміст</Page>);
    expect(screen.getByRole('main')).toHaveTextContent('Вміст');
  });
});

describe('BottomBarButton', () => {
  it('is one large, full-width button in a bottom bar', () => {
    const onClick = vi.fn();
    render(
      <BottomBarButton data-testid="next" onClick={onClick}>
        Далі
      </BottomBarButton>,
    );
    const button = screen.getByRole('button', { name: 'Далі' });
    expect(button).toHaveAttribute('data-testid', 'next');
    expect(button.className).toMatch(/lg/);
    expect(button.className).toMatch(/fullWidth/);
    expect(button.parentElement?.className).toMatch(/bottomBar/);
    button.click();
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('PageSection', () => {
  it('is a region named by its h2 title', () => {
    render(
      <PageSection title="Популярне" action={<a href="/shop/popular">Усі</a>}>
        Товари
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'Популярне' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Популярне' }));
    expect(screen.getByRole('link', { name: 'Усі' })).toBeInTheDocument();
  });

  it('has no name (and no heading) without a title', () => {
    const { container } = render(<PageSection>Товари</PageSection>);
    expect(container.querySelector('section')).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('Stack and Inline', () => {
  it('space children from the scale', () => {
    render(
      <>
        <Stack data-testid="stack" gap={5} align="center">
          <span>а</span>
        </Stack>
        <Inline data-testid="inline" gap={0} justify="between" wrap={false} as="ul">
          <li>б</li>
        </Inline>
      </>,
    );
    expect(screen.getByTestId('stack')).toHaveStyle({ gap: 'var(--cx-space-5)', alignItems: 'center' });
    const inline = screen.getByTestId('inline');
    expect(inline.tagName).toBe('UL');
    expect(inline).toHaveStyle({ justifyContent: 'space-between' });
    expect(inline.className).toMatch(/nowrap/);
  });
});
