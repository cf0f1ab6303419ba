import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json, renderApp, testBrand } from '../testing/render-app';
import { FaqScreen } from '../faq/faq-screen';
import { QrScreen } from '../qr/qr-screen';
import { RulesScreen, UserAgreementScreen, VocabularyScreen } from './page-screens';

const screens = {
  '/_account/vocabulary': async () => VocabularyScreen,
  '/_account/rules': async () => RulesScreen,
  '/_account/faq': async () => FaqScreen,
  '/_forall/user-agreement': async () => UserAgreementScreen,
  '/_forall/qr': async () => QrScreen,
};

const backend = vi.fn(async (request: Request) => {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/x/content/faq') {
    return json({ entries: [{ id: '1', topic: 'general', title: 'Скільки діють XP?', text: 'XP діють <b>12 місяців</b>.' }] });
  }
  const { id, product } = (await request.json()) as { id: string; product: string };
  const titles: Record<string, string> = {
    vocabulary: 'Словник споживача',
    rules: product === 'ogo' ? "Правила o'go Club" : 'Правила програми лояльності glo',
    'user-agreement': 'Угода з користувачем',
  };
  return json({ page: { id, kind: 'page', title: titles[id], body_html: `<p>Текст сторінки ${id}</p>`, summary: null, image: null, published_at: null } });
});

describe('CMS page screens', () => {
  it('show the brand’s own page', async () => {
    renderApp('/rules', { screens, fetch: backend, brand: testBrand('ogo') });
    expect(await screen.findByRole('heading', { level: 1, name: "Правила o'go Club" })).toBeVisible();
    expect(screen.getByText('Текст сторінки rules')).toBeVisible();
    // The title follows the screen (an effect after the route settles): on a busy machine, a moment later.
    await waitFor(() => expect(document.title).toBe("Правила o'go Club — o'go"));
  });

  it('offer only the sub-dictionaries the brand serves', async () => {
    renderApp('/vocabulary', { screens, fetch: backend, brand: testBrand('glo') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Словник споживача' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Словник VELO' })).toHaveAttribute('href', '/vocabulary/velo');
    expect(screen.queryByRole('link', { name: "Словник o'go Club" })).toBeNull();
  });

  it('the user agreement opens for a visitor who is not signed in', async () => {
    renderApp('/user-agreement', { screens, fetch: backend, signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Угода з користувачем' })).toBeVisible();
  });

  it('FAQ answers open as disclosures', async () => {
    renderApp('/faq', { screens, fetch: backend });
    const question = await screen.findByText('Скільки діють XP?');
    expect(question.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Словник споживача' })).toHaveAttribute('href', '/vocabulary');
  });

  it('/qr sends a visitor to sign in first, back to scanning after', async () => {
    renderApp('/qr', { screens, fetch: backend, signedIn: false });
    const link = await screen.findByRole('link', { name: 'Увійти, щоб сканувати' });
    expect(link.getAttribute('href')).toMatch(/^\/auth\?redirect=%2Fscanning$/);
  });
});
