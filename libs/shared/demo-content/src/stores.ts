import type { Shop } from './shop';

export interface Store {
  city: string;
  name: string;
  address: string;
  /** Opening hours as customers read them. */
  hours: string;
  /** E.164, for the tel: link. */
  phone: string;
  phoneLabel: string;
  /** What the store offers beyond sales. */
  services: string;
}

/** The brand stores (/glo-studio): glo's studios, and the stores of the o'go Club. */
export const STORES: Record<Shop, Store[]> = {
  glo: [
    { city: 'Київ', name: 'glo Studio Хрещатик', address: 'вул. Хрещатик, 22', hours: 'щодня 10:00–21:00',
      phone: '+380443001022', phoneLabel: '044 300 10 22', services: 'Тест-драйв пристроїв, заміна за гарантією, підтвердження віку' },
    { city: 'Київ', name: 'glo Studio Лівобережна', address: 'Броварський просп., 17', hours: 'щодня 10:00–22:00',
      phone: '+380443001017', phoneLabel: '044 300 10 17', services: 'Тест-драйв пристроїв, чищення та діагностика' },
    { city: 'Львів', name: 'glo Studio Свободи', address: 'просп. Свободи, 15', hours: 'щодня 10:00–21:00',
      phone: '+380323001015', phoneLabel: '032 300 10 15', services: 'Тест-драйв пристроїв, заміна за гарантією' },
    { city: 'Дніпро', name: 'glo Studio Яворницького', address: 'просп. Дмитра Яворницького, 52', hours: 'пн–сб 10:00–20:00, нд 11:00–19:00',
      phone: '+380563001052', phoneLabel: '056 300 10 52', services: 'Тест-драйв пристроїв, підтвердження віку' },
    { city: 'Одеса', name: 'glo Studio Дерибасівська', address: 'вул. Дерибасівська, 9', hours: 'щодня 10:00–21:00',
      phone: '+380483001009', phoneLabel: '048 300 10 09', services: 'Тест-драйв пристроїв, чищення та діагностика' },
  ],
  ogo: [
    { city: 'Київ', name: "o'go Club Поділ", address: 'вул. Сагайдачного, 25', hours: 'щодня 9:00–22:00',
      phone: '+380443002025', phoneLabel: '044 300 20 25', services: 'Увесь асортимент, VELO та мерч, видача замовлень' },
    { city: 'Київ', name: "o'go Club Позняки", address: 'вул. Анни Ахматової, 13', hours: 'щодня 9:00–21:00',
      phone: '+380443002013', phoneLabel: '044 300 20 13', services: 'Видача замовлень, підтвердження віку' },
    { city: 'Харків', name: "o'go Club Сумська", address: 'вул. Сумська, 37', hours: 'щодня 10:00–21:00',
      phone: '+380573002037', phoneLabel: '057 300 20 37', services: 'Увесь асортимент, тест-драйв пристроїв' },
    { city: 'Вінниця', name: "o'go Club Соборна", address: 'вул. Соборна, 58', hours: 'пн–сб 10:00–20:00, нд 10:00–18:00',
      phone: '+380433002058', phoneLabel: '043 300 20 58', services: 'Видача замовлень, VELO та мерч' },
  ],
};

/** A map search for the store's address (opens the maps app on a phone). */
export const mapUrl = (store: Store): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${store.city}, ${store.address}`)}`;

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch] ?? ch);

/** The stores page body: grouped by city, each store with its address, hours, phone and map link. */
export function storesHtml(shop: Shop): string {
  const cities = [...new Set(STORES[shop].map((store) => store.city))];
  const lead =
    shop === 'glo'
      ? '<p>У glo Studio можна спробувати пристрої, отримати консультацію, сервіс за гарантією та підтвердити вік.</p>'
      : "<p>У магазинах o'go Club можна забрати замовлення з застосунку, підтвердити вік і придбати весь асортимент.</p>";
  return (
    lead +
    cities
      .map(
        (city) =>
          `<h2>${escapeHtml(city)}</h2>` +
          STORES[shop]
            .filter((store) => store.city === city)
            .map(
              (store) =>
                `<h3>${escapeHtml(store.name)}</h3>` +
                `<p>${escapeHtml(store.address)}<br>Графік: ${escapeHtml(store.hours)}<br>` +
                `Телефон: <a href="tel:${store.phone}">${escapeHtml(store.phoneLabel)}</a></p>` +
                `<p>${escapeHtml(store.services)}.</p>` +
                `<p><a href="${escapeHtml(mapUrl(store))}">Відкрити на мапі</a></p>`,
            )
            .join(''),
      )
      .join('')
  );
}
