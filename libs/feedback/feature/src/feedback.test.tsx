import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackView, OfflineOrders, OnlineFeedback, type OnlineState } from './feedback-view';
import { orderOptions } from './feedback-screen';

// These tests type and click through whole forms (user-event); on a busy machine that takes
// longer than Vitest's default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const offlineOrder = {
  id: 'OFF-20431',
  date: '2026-11-04T10:00:00Z',
  store: 'Фірмовий магазин, Київ',
  total: 1404,
  items: [{ title: 'glo hyper pro', quantity: 1 }],
  feedback_sent: false,
};

function renderView(
  { online = { canFeedback: true, orders: [{ id: 1001, label: '#1001 від 07.11.2026, 899 грн' }] } }: { online?: OnlineState } = {},
) {
  const onSend = vi.fn(async () => undefined);
  const onSendOffline = vi.fn(async () => undefined);
  render(
    <FeedbackView
      online={<OnlineFeedback state={online} onSend={onSend} />}
      offline={<OfflineOrders orders={[offlineOrder]} onSend={onSendOffline} />}
    />,
  );
  return { onSend, onSendOffline };
}

describe('FeedbackView', () => {
  it('refuses the form when the server does not allow feedback (spec §6)', () => {
    renderView({ online: { canFeedback: false } });
    expect(screen.getByRole('heading', { name: 'Поки що немає замовлень для відгуку' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Надіслати відгук' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Історія покупок' })).toHaveAttribute('href', '/history-order');
  });

  it('asks for a rating before sending, then sends order, rating, text and photos', async () => {
    const { onSend } = renderView();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Надіслати відгук' }));
    expect(screen.getByText('Постав оцінку від 1 до 5.')).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '4 з 5' }));
    await user.type(screen.getByLabelText('Коментар'), 'Швидка доставка');
    const photo = new File(['x'], 'pack.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Фото (до 5, кожне до 5 МБ)'), photo);
    expect(screen.getByText('pack.png')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Надіслати відгук' }));

    expect(onSend).toHaveBeenCalledWith({ orderId: 1001, rating: 4, text: 'Швидка доставка', photos: [photo] });
    expect(await screen.findByText('Дякуємо за відгук!')).toBeVisible();
  });

  it('keeps what was typed when sending fails, and says why', async () => {
    const { onSend } = renderView();
    onSend.mockRejectedValueOnce(new Error('Немає з’єднання з інтернетом. Перевір мережу та спробуй ще раз.'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '5 з 5' }));
    await user.type(screen.getByLabelText('Коментар'), 'Усе чудово');
    await user.click(screen.getByRole('button', { name: 'Надіслати відгук' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Немає з’єднання');
    expect(screen.getByLabelText('Коментар')).toHaveValue('Усе чудово');
    expect(screen.getByRole('radio', { name: '5 з 5' })).toBeChecked();
  });

  it('rates a purchase in a store', async () => {
    const { onSendOffline } = renderView();
    const user = userEvent.setup();
    const item = screen.getByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Оцінити покупку' }));
    await user.click(within(item).getByRole('radio', { name: '3 з 5' }));
    await user.click(within(item).getByRole('button', { name: 'Надіслати' }));
    expect(onSendOffline).toHaveBeenCalledWith({ orderId: 'OFF-20431', rating: 3, text: '' });
  });

  it('labels orders by number, date and total, or by id when the history is missing', () => {
    expect(orderOptions([5], undefined)).toEqual([{ id: 5, label: 'Замовлення №5' }]);
  });
});
