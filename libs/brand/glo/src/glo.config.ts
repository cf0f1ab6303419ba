import { parseBrandConfig } from '@cx/brand-contract';

const origin = import.meta.env.VITE_GLO_ORIGIN ?? 'http://localhost:4201';
const sisterOrigin = import.meta.env.VITE_OGO_ORIGIN ?? 'http://localhost:4202';

export const gloConfig = parseBrandConfig({
  id: 'glo',
  productKey: 'glo',
  displayName: 'glo',
  shortName: 'glo',
  description: 'glo: каталог, замовлення, XP та бонуси для повнолітніх клієнтів',
  origin,
  sister: { id: 'ogo', displayName: "o'go", origin: sisterOrigin },
  fullSiteUrl: import.meta.env.VITE_GLO_FULL_SITE_URL ?? 'https://www.glo.example',
  menu: ['glo-studio', 'news', 'profile', 'share', 'faq', 'vocabulary', 'rules', 'user-agreement'],
  shopLists: [
    { id: 'devices', title: 'Пристрої', bonus: false },
    { id: 'sticks', title: 'Стіки', bonus: false },
    { id: 'accessories', title: 'Аксесуари', bonus: false },
    { id: 'popular', title: 'Популярне', bonus: false },
    { id: 'bonus', title: 'Бонусні товари', bonus: true },
  ],
  freeDeliveryThreshold: 399,
  hiddenRoutes: ['/why-ogo', '/vocabulary/ogo-club'],
  features: {
    registrationEmailCheck: true,
    ogoAuthApiToken: false,
    ageVerifiedMetafieldNamespace: 'custom',
  },
  social: [
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/glo.ukraine/' },
    { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/glo.ukraine/' },
    { id: 'telegram', label: 'Telegram', url: 'https://t.me/glo_ukraine' },
  ],
  manifest: { themeColor: '#141414', backgroundColor: '#ffffff' },
  copy: {
    homeTitle: 'Вітаємо у glo',
    homeLead: 'Скануй пачки, збирай XP та обмінюй їх на товари.',
  },
});
