import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryStorage } from '@cx/shared-util-storage';
import { CERT_CATEGORIES, certKeys, type CertApi } from '@cx/certificates-data-access';
import { ListSkeleton } from '@cx/content-ui';
import { LoadErrorView } from '@cx/shared-ui';
import { CertificatesView, PartnersList } from './certificates-view';
import { messages } from './messages';
import { MyListView } from './my-list-view';
import { PurchaseSheet } from './purchase-sheet';
import { kyivstarCertificate, kyivstarPartner } from './testing/fixtures';
import { firstStep } from './use-purchase';

// These tests type and click through whole forms (user-event); on a busy machine that takes
// longer than Vitest's default 5 s.
vi.setConfig({ testTimeout: 30_000 });

type Answer = { status?: number; body: unknown };
type Backend = Record<string, (body: Record<string, unknown>) => Answer>;

/**
 * A stand-in for the api client's POST with the result shape openapi-fetch gives: features may
 * not import the client's msw helpers, and the screens only need answers per path.
 */
function fakeApi(backend: Backend, calls: string[] = []): CertApi {
  const post = async (path: string, init: { body: Record<string, unknown> }) => {
    calls.push(`${path.replace('/api/cert/', '')} ${JSON.stringify(init.body)}`);
    const handler = backend[path];
    if (!handler) throw new Error(`unexpected call ${path}`);
    const { status = 200, body } = handler(init.body);
    const response = new Response(JSON.stringify(body), { status });
    return status < 400 ? { data: body, response } : { error: body, response };
  };
  return { POST: post } as unknown as CertApi;
}

const apiError = (status: number, message: string, errorType: string): Answer => ({
  status,
  body: { message, errorType, statusCode: status, error: true },
});

describe('CertificatesView', () => {
  it('shows the six categories with the open one marked, and buys a nominal', async () => {
    const onChoose = vi.fn();
    render(
      <CertificatesView
        categories={CERT_CATEGORIES}
        categoryId={4}
      >
        <PartnersList partners={[kyivstarPartner]} onChoose={onChoose} />
      </CertificatesView>,
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Категорії сертифікатів' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(CERT_CATEGORIES.map((category) => category.name));
    expect(screen.getByRole('link', { name: 'Мобільні оператори' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Пальне' })).toHaveAttribute('href', '/certificates?category=5');
    await userEvent.click(screen.getByRole('button', { name: /^Київстар: 50.+ за 500/ }));
    expect(onChoose).toHaveBeenCalledWith(kyivstarPartner, 50);
  });

  it('shows a skeleton while partners load and a Ukrainian error when they fail', () => {
    const { rerender } = render(
      <CertificatesView categories={CERT_CATEGORIES} categoryId={1}>
        <ListSkeleton rows={3} media />
      </CertificatesView>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <CertificatesView categories={CERT_CATEGORIES} categoryId={1}>
        <LoadErrorView kind="offline" title={messages.partnersError} onRetry={vi.fn()} />
      </CertificatesView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/інтернет|з’єднання|мереж/i);
  });
});

describe('MyListView', () => {
  it('lists certificates with code, status and dates', () => {
    render(<MyListView certificates={[kyivstarCertificate]} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Київстар');
    expect(item).toHaveTextContent('KYI-1234-5678');
    expect(item).toHaveTextContent('Активний');
    expect(item).toHaveTextContent('Діє до 20.02.2027');
  });

  it('offers the catalogue when there are none', () => {
    render(<MyListView certificates={[]} />);
    expect(screen.getByRole('heading', { name: 'Ще немає сертифікатів' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Обрати сертифікат' })).toHaveAttribute('href', '/certificates');
  });
});

describe('the purchase (PIN flow)', () => {
  it('starts where the customer stands', () => {
    expect(firstStep({ token: 't', registered: false, pinSet: false })).toBe('register');
    expect(firstStep({ token: 't', registered: true, pinSet: false })).toBe('create-pin');
    expect(firstStep({ token: 't', registered: true, pinSet: true })).toBe('enter-pin');
  });

  function renderSheet(backend: Backend, session = { token: 'cert', registered: true, pinSet: false }, calls: string[] = []) {
    const storage = createMemoryStorage({ 'certificate-token': 'cert' });
    const api = fakeApi(backend, calls);
    const queryClient = new QueryClient();
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <PurchaseSheet deps={{ api, storage }} partner={kyivstarPartner} amount={50} session={session} onClose={onClose} />
      </QueryClientProvider>,
    );
    return { queryClient, onClose };
  }

  it('sets a PIN by SMS, buys with it and puts the certificate in my-list', async () => {
    const calls: string[] = [];
    const { queryClient } = renderSheet(
      {
        '/api/cert/pin/store': () => ({ body: { success: true, sms_sent: true } }),
        '/api/cert/pin/enter-sms': () => ({ body: { success: true } }),
        '/api/cert/pin/token': () => ({ body: { pin_token: 'pin-1', expires_in: 300 } }),
        '/api/cert/create': () => ({ body: { certificate: kyivstarCertificate, balance: 2265 } }),
      },
      undefined,
      calls,
    );
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Новий PIN-код'), '1234');
    await user.type(screen.getByLabelText('Повтори PIN-код'), '1234');
    await user.click(screen.getByRole('button', { name: 'Отримати SMS-код' }));
    await user.type(await screen.findByLabelText('Код з SMS'), '9876');
    await user.click(screen.getByRole('button', { name: 'Підтвердити й купити' }));

    expect(await screen.findByText('KYI-1234-5678')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Залишок: 2 265');
    expect(calls).toEqual([
      'pin/store {"code":"1234","token":"cert"}',
      'pin/enter-sms {"code":"9876","token":"cert"}',
      'pin/token {"code":"1234","token":"cert"}',
      'create {"token":"cert","pin_token":"pin-1","partner_id":7,"amount":50}',
    ]);
    expect(queryClient.getQueryData(certKeys.list())).toEqual([kyivstarCertificate]);
  });

  it('keeps the PIN and says why when it is wrong', async () => {
    renderSheet(
      { '/api/cert/pin/token': () => apiError(400, 'Невірний PIN-код', 'pin_invalid') },
      { token: 'cert', registered: true, pinSet: true },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN-код'), '1111');
    await user.click(screen.getByRole('button', { name: 'Купити сертифікат' }));
    expect(await screen.findByText('Невірний PIN-код')).toBeVisible();
    expect(screen.getByLabelText('PIN-код')).toHaveValue('1111');
    expect(screen.getByLabelText('PIN-код')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so in Ukrainian when XP are not enough, keeping the sheet open', async () => {
    renderSheet(
      {
        '/api/cert/pin/token': () => ({ body: { pin_token: 'p', expires_in: 300 } }),
        '/api/cert/create': () => apiError(422, 'Недостатньо XP для сертифіката', 'insufficient_xp'),
      },
      { token: 'cert', registered: true, pinSet: true },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN-код'), '1234');
    await user.click(screen.getByRole('button', { name: 'Купити сертифікат' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Недостатньо XP для сертифіката');
    expect(screen.getByLabelText('PIN-код')).toHaveValue('1234');
  });

  it('registers first when the service does not know the customer', async () => {
    let registered = false;
    renderSheet(
      {
        '/api/cert/regist': () => {
          registered = true;
          return { body: { success: true } };
        },
        '/api/cert/get-auth': () => ({ body: { token: 'cert', registered, pin_set: false } }),
      },
      { token: 'cert', registered: false, pinSet: false },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    expect(screen.getByLabelText('Ім’я')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Ім’я'), 'Олена');
    await user.type(screen.getByLabelText('Прізвище'), 'Коваленко');
    await user.type(screen.getByLabelText('E-mail'), 'olena@example.com');
    await user.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    expect(await screen.findByLabelText('Новий PIN-код')).toBeVisible();
    expect(registered).toBe(true);
  });
});
