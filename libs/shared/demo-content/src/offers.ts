import type { Shop } from './shop';
import { FREE_DELIVERY_FROM, INVITE_XP, SCAN_XP } from './rules';

/**
 * The offers page: only what the brand's rules actually give (no VELO code where no velo is sold,
 * the scan reward the scanner credits, free delivery from the brand's own threshold).
 */
export function offersHtml(shop: Shop): string {
  const items = [
    `<li><strong>Безкоштовна доставка</strong> замовлень від ${FREE_DELIVERY_FROM[shop]} грн — у відділення перевізника або кур’єром.</li>`,
    `<li><strong>${SCAN_XP} XP за кожну пачку</strong>: скануй код усередині пачки, XP нараховуються одразу.</li>`,
    `<li><strong>${INVITE_XP} XP за друга</strong>, який зробить перше замовлення за твоїм кодом запрошення.</li>`,
    ...(shop === 'ogo'
      ? ['<li><strong>−20% на VELO</strong> з промокодом VELO-20% — один раз для кожного клієнта.</li>']
      : ['<li><strong>Тест-драйв пристроїв</strong> у glo Studio: спробуй glo hyper перед покупкою.</li>']),
  ];
  return `<p>Актуальні пропозиції ${shop === 'glo' ? 'glo' : "o'go Club"} для повнолітніх учасників програми.</p><ul>${items.join('')}</ul><p><a href="/rules">Правила програми</a></p>`;
}
