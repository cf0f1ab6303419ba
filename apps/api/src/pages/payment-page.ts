import type { OrderRow } from '../repositories/orders.ts';
import { esc, layout } from './html.ts';

// «грн», as the apps and the shop's texts write it (Node's ICU would write ₴).
const amount = new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (n: number) => `${amount.format(n)}\u00a0грн`;

/** The emulated card-payment page: the order, its amount, and "Сплатити" / "Відхилити". */
export function paymentPage(order: OrderRow, paymentId: string): string {
  const action = `/api/x/pay/${encodeURIComponent(paymentId)}`;
  return layout(
    `Оплата замовлення ${order.name}`,
    `<div class="card">
  <h1>Оплата карткою</h1>
  <dl>
    <dt>Замовлення</dt><dd>${esc(order.name)}</dd>
    <dt>Магазин</dt><dd>${order.shop === 'ogo' ? "o'go" : 'glo'}</dd>
    <dt>До сплати</dt><dd>${esc(money(order.total_price))}</dd>
  </dl>
  <form method="post" action="${action}">
    <button class="pay" type="submit" name="action" value="pay">Сплатити</button>
    <button class="decline" type="submit" name="action" value="decline">Відхилити</button>
  </form>
  <p class="note">Це тестова сторінка оплати еталонного сервера: гроші не списуються.</p>
</div>`,
  );
}
