import { parseBrandConfig } from '@cx/brand-contract';

const origin = import.meta.env.VITE_OGO_ORIGIN ?? 'http://localhost:4202';
const sisterOrigin = import.meta.env.VITE_GLO_ORIGIN ?? 'http://localhost:4201';

export const ogoConfig = parseBrandConfig({
  id: 'ogo',
  productKey: 'ogo',
  displayName: "o'go",
  shortName: "o'go",
  description: "o'go Club: каталог, замовлення, XP та бонуси для повнолітніх клієнтів",
  origin,
  sister: { id: 'glo', displayName: 'glo', origin: sisterOrigin },
  fullSiteUrl: import.meta.env.VITE_OGO_FULL_SITE_URL ?? 'https://www.ogo.example',
  menu: ['glo-studio', 'news', 'share', 'faq', 'vocabulary', 'support', 'rules', 'user-agreement'],
  shopLists: [
    { id: 'ogo-devices', title: 'Пристрої', bonus: false },
    { id: 'ogo-sticks', title: 'Стіки', bonus: false },
    { id: 'ogo-sticks-single', title: 'Стіки поштучно', bonus: false },
    { id: 'ogo-cigs', title: 'Сигарети', bonus: false },
    { id: 'ogo-velo', title: 'VELO', bonus: false },
    { id: 'ogo-accessories', title: 'Аксесуари', bonus: false },
    { id: 'ogo-merch', title: 'Мерч', bonus: false },
    { id: 'ogo-bonus', title: 'Бонусні товари', bonus: true },
  ],
  freeDeliveryThreshold: 120,
  hiddenRoutes: [],
  features: {
    registrationEmailCheck: false,
    ogoAuthApiToken: true,
    ageVerifiedMetafieldNamespace: 'verification',
  },
  social: [
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/ogo.club/' },
    { id: 'telegram', label: 'Telegram', url: 'https://t.me/ogo_club' },
  ],
  manifest: { themeColor: '#5b2eff', backgroundColor: '#f7f5ff' },
  copy: {
    homeTitle: "Вітаємо в o'go Club",
    homeLead: 'Замовляй улюблене, збирай XP та запрошуй друзів.',
  },
});
