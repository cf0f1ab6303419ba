/** Content seed: certificates, news, FAQ, vocabulary, pages, devices, exchange, quiz, plans. */
import type { Shop } from './seed-catalogue.ts';

export const CERT_CATEGORIES = [
  { id: 1, title: 'Електроніка', icon: 'electronics' },
  { id: 2, title: 'Продукти харчування', icon: 'groceries' },
  { id: 4, title: 'Мобільні оператори', icon: 'mobile' },
  { id: 5, title: 'Пальне', icon: 'fuel' },
  { id: 6, title: 'Розваги', icon: 'entertainment' },
  { id: 7, title: "Краса та здоров'я", icon: 'beauty' },
];

export const CERT_PARTNERS: { categoryId: number; name: string; description: string; nominals: number[]; color: string }[] = [
  { categoryId: 1, name: 'Comfy', description: 'Побутова техніка та електроніка', nominals: [500, 1000, 2000], color: '#e4002b' },
  { categoryId: 1, name: 'Фокстрот', description: 'Техніка для дому та гаджети', nominals: [500, 1000], color: '#ff6600' },
  { categoryId: 1, name: 'Алло', description: 'Смартфони та аксесуари', nominals: [300, 500, 1000], color: '#d4002a' },
  { categoryId: 2, name: 'Сільпо', description: 'Супермаркети продуктів', nominals: [200, 500, 1000], color: '#f47920' },
  { categoryId: 2, name: 'АТБ', description: 'Мережа продуктових магазинів', nominals: [100, 200, 500], color: '#1b4ea3' },
  { categoryId: 2, name: 'Novus', description: 'Супермаркети та доставка', nominals: [200, 500], color: '#00a650' },
  { categoryId: 4, name: 'Київстар', description: 'Поповнення мобільного рахунку', nominals: [50, 100, 200], color: '#0b4ea2' },
  { categoryId: 4, name: 'Vodafone', description: 'Поповнення мобільного рахунку', nominals: [50, 100, 200], color: '#e60000' },
  { categoryId: 4, name: 'lifecell', description: 'Поповнення мобільного рахунку', nominals: [50, 100, 200], color: '#ffcc00' },
  { categoryId: 5, name: 'WOG', description: 'Пальне та кава на АЗК', nominals: [200, 500, 1000], color: '#008c45' },
  { categoryId: 5, name: 'ОККО', description: 'Пальне та магазини на АЗК', nominals: [200, 500, 1000], color: '#00843d' },
  { categoryId: 5, name: 'SOCAR', description: 'Пальне преміальної якості', nominals: [200, 500], color: '#e30613' },
  { categoryId: 6, name: 'Multiplex', description: 'Квитки в кіно', nominals: [150, 300], color: '#6c2c91' },
  { categoryId: 6, name: 'Planeta Kino', description: 'Кіно та IMAX', nominals: [200, 400], color: '#f7a600' },
  { categoryId: 6, name: 'Karabas', description: 'Квитки на концерти та події', nominals: [300, 500, 1000], color: '#ff3366' },
  { categoryId: 7, name: 'EVA', description: 'Косметика та засоби догляду', nominals: [200, 500, 1000], color: '#e6007e' },
  { categoryId: 7, name: 'Watsons', description: "Краса та здоров'я", nominals: [200, 500], color: '#009aa6' },
  { categoryId: 7, name: 'PROSTOR', description: 'Косметика та побутова хімія', nominals: [200, 500], color: '#d40f7d' },
];

export interface SeedPage {
  id: string;
  kind: 'news' | 'rules' | 'user-agreement' | 'page';
  title: string;
  summary: string;
  body: string;
  daysAgo: number;
}

const newsFor = (shop: Shop): SeedPage[] => {
  const brand = shop === 'glo' ? 'glo' : "o'go";
  return [
    { id: `${shop}-news-1`, kind: 'news', daysAgo: 2, title: `Нові смаки neo вже в ${brand}`,
      summary: 'Зустрічай neo Tropical Click і neo Ruby Boost.',
      body: `<h2>Нові смаки вже в каталозі</h2><p>Ми додали <strong>neo Tropical Click</strong> і <strong>neo Ruby Boost</strong>. Спробуй першим і отримай подвійні XP за перше сканування пачки.</p><ul><li>Тропічні фрукти з капсулою</li><li>Ягоди з капсулою свіжості</li></ul><p><a href="/shop">Перейти до каталогу</a></p>` },
    { id: `${shop}-news-2`, kind: 'news', daysAgo: 6, title: 'Подвійні XP за сканування до кінця місяця',
      summary: 'Скануй пачки та отримуй удвічі більше XP.',
      body: '<h2>Подвійні XP</h2><p>До кінця місяця кожне сканування пачки приносить удвічі більше XP. Баланс оновлюється одразу після сканування.</p><p><em>Акція діє для повнолітніх учасників програми.</em></p>' },
    { id: `${shop}-news-3`, kind: 'news', daysAgo: 12, title: 'Безкоштовна доставка',
      summary: shop === 'glo' ? 'Від 399 грн доставка за наш рахунок.' : 'Від 120 грн доставка за наш рахунок.',
      body: `<h2>Доставка за наш рахунок</h2><p>Замовлення на суму від ${shop === 'glo' ? 399 : 120} грн ми доставимо безкоштовно у відділення або кур'єром.</p>` },
    { id: `${shop}-news-4`, kind: 'news', daysAgo: 20, title: 'Запроси друга — отримай 300 XP',
      summary: 'Поділися кодом запрошення з повнолітнім другом.',
      body: '<h2>Запроси друга</h2><p>Поділися своїм кодом запрошення. Коли друг зробить перше замовлення, ти отримаєш <strong>300 XP</strong>, а друг — знижку на перше замовлення.</p><ol><li>Скопіюй код у розділі «Запроси друга»</li><li>Надішли другові</li><li>Отримай XP після його замовлення</li></ol>' },
    { id: `${shop}-news-5`, kind: 'news', daysAgo: 35, title: 'Сертифікати партнерів',
      summary: 'Обмінюй XP на сертифікати Comfy, Сільпо, WOG та інших.',
      body: '<h2>Сертифікати партнерів</h2><p>У розділі «Сертифікати» доступні подарункові сертифікати шести категорій: електроніка, продукти, мобільний зв’язок, пальне, розваги, краса та здоров’я.</p><img src="/static/news/certificates.svg" alt="Сертифікати" width="320" height="160">' },
    { id: `${shop}-news-6`, kind: 'news', daysAgo: 50, title: 'Фірмові магазини відкрито у Львові',
      summary: 'Новий фірмовий магазин на проспекті Свободи.',
      body: '<h2>Новий фірмовий магазин</h2><p>Чекаємо на тебе у Львові, просп. Свободи, 15. Консультація, тест-драйв пристроїв і сервіс.</p><p>Графік: щодня з 10:00 до 21:00.</p>' },
  ];
};

const rulesPage = (shop: Shop): SeedPage => ({
  id: 'rules',
  kind: 'rules',
  daysAgo: 90,
  title: shop === 'ogo' ? "Правила o'go Club" : 'Правила програми лояльності glo',
  summary: 'Умови участі в програмі лояльності.',
  body: `<h2>1. Загальні положення</h2><p>Учасником програми може бути повнолітня особа, яка пройшла реєстрацію та підтвердила вік.</p><h2>2. Нарахування XP</h2><p>XP нараховуються за сканування пачок, покупки в застосунку та запрошення друзів. Нараховані XP відображаються в історії XP.</p><h2>3. Використання XP</h2><p>XP можна обміняти на бонусні товари, товари з розділу «Обмін» та сертифікати партнерів.</p><h2>4. Строк дії</h2><p>XP діють 12 місяців з дати нарахування.</p><h2>5. Зміна правил</h2><p>Організатор може змінювати правила, повідомивши учасників у застосунку не пізніше ніж за 10 днів.</p>`,
});

const agreementPage = (shop: Shop): SeedPage => ({
  id: 'user-agreement',
  kind: 'user-agreement',
  daysAgo: 120,
  title: 'Угода з користувачем',
  summary: 'Умови користування застосунком.',
  body: `<h2>1. Предмет угоди</h2><p>Ця угода визначає умови користування застосунком ${shop === 'glo' ? 'glo' : "o'go Club"}. Застосунок призначений лише для повнолітніх осіб.</p><h2>2. Персональні дані</h2><p>Ми обробляємо номер телефону, ім’я, прізвище та адресу електронної пошти для надання послуг програми лояльності та доставки замовлень.</p><h2>3. Обов’язки користувача</h2><p>Користувач зобов’язується надавати достовірні дані та не передавати доступ до свого облікового запису третім особам.</p><h2>4. Відповідальність</h2><p>Ми не несемо відповідальності за перебої, спричинені третіми особами або обставинами непереборної сили.</p><h2>5. Контакти</h2><p>Питання щодо угоди надсилай через розділ «Підтримка».</p>`,
});

const extraPages = (shop: Shop): SeedPage[] => [
  { id: 'glo-studio', kind: 'page', daysAgo: 60, title: 'Фірмові магазини', summary: 'Адреси фірмових магазинів.',
    body: '<h2>Фірмові магазини</h2><ul><li>Київ, вул. Хрещатик, 22 — щодня 10:00–21:00</li><li>Київ, ТРЦ Ocean Plaza, вул. Антоновича, 176 — щодня 10:00–22:00</li><li>Львів, просп. Свободи, 15 — щодня 10:00–21:00</li><li>Дніпро, просп. Дмитра Яворницького, 52 — щодня 10:00–20:00</li></ul>' },
  { id: 'support', kind: 'page', daysAgo: 60, title: 'Підтримка', summary: 'Як з нами зв’язатися.',
    body: '<h2>Підтримка</h2><p>Гаряча лінія: <a href="tel:0800300000">0 800 300 000</a> (безкоштовно, щодня 9:00–21:00).</p><p>Пошта: <a href="mailto:support@example.com">support@example.com</a></p>' },
  { id: 'why-ogo', kind: 'page', daysAgo: 60, title: "Чому o'go", summary: "Переваги o'go Club.",
    body: "<h2>Чому o'go Club</h2><ul><li>XP за кожну пачку</li><li>Сертифікати партнерів</li><li>Безкоштовна доставка від 120 грн</li></ul>" },
  { id: 'subscription-about', kind: 'page', daysAgo: 60, title: 'Про підписку', summary: 'Як працює підписка.',
    body: '<h2>Підписка на стіки</h2><p>Обери план, і ми доставлятимемо стіки з обраною періодичністю. Скасувати можна будь-коли.</p>' },
  { id: 'marathon', kind: 'page', daysAgo: 10, title: 'Марафон знань', summary: 'Відповідай на питання та отримуй XP.',
    body: `<h2>Марафон знань ${shop === 'glo' ? 'glo' : "o'go"}</h2><p>Щотижня нові питання. За кожну правильну відповідь — XP.</p>` },
];

export const pagesFor = (shop: Shop): SeedPage[] => [...newsFor(shop), rulesPage(shop), agreementPage(shop), ...extraPages(shop)];

export const FAQ: { section: string; title: string; text: string }[] = [
  { section: 'general', title: 'Як зареєструватися?', text: 'Введи номер телефону, отримай SMS-код і заповни коротку анкету. Після підтвердження віку всі розділи стануть доступними.' },
  { section: 'general', title: 'Як підтвердити вік?', text: 'Пройди перевірку в розділі «Верифікація» або підтвердь вік під час першого замовлення.' },
  { section: 'xp', title: 'Як отримати XP?', text: 'Скануй коди на пачках, роби замовлення в застосунку та запрошуй друзів.' },
  { section: 'xp', title: 'Скільки діють XP?', text: 'XP діють 12 місяців з дати нарахування.' },
  { section: 'shop', title: 'Які способи оплати доступні?', text: 'Оплата карткою онлайн або готівкою під час отримання.' },
  { section: 'shop', title: 'Скільки коштує доставка?', text: 'Доставка у відділення за тарифами перевізника; від суми безкоштовної доставки — за наш рахунок.' },
  { section: 'scan', title: 'Код на пачці не сканується', text: 'Перевір освітлення та тримай камеру на відстані 10–15 см. Можна ввести код вручну або надіслати фото кількох пачок.' },
  { section: 'certificates', title: 'Як використати сертифікат?', text: 'Покажи код сертифіката на касі партнера або введи його під час онлайн-оплати.' },
];

export const VOCABULARY: { section: 'general' | 'ogo-club' | 'velo'; term: string; definition: string }[] = [
  { section: 'general', term: 'Стік', definition: 'Тютюновий виріб для нагрівання в пристрої glo.' },
  { section: 'general', term: 'Система нагрівання тютюну', definition: 'Пристрій, що нагріває тютюн без горіння.' },
  { section: 'general', term: 'HeatBoost', definition: 'Режим швидшого нагрівання та насиченішого смаку.' },
  { section: 'general', term: 'Капсула', definition: 'Кулька з ароматом у фільтрі стіка, яку натискають для зміни смаку.' },
  { section: 'ogo-club', term: 'XP', definition: "Бали o'go Club, які нараховуються за активність та покупки." },
  { section: 'ogo-club', term: 'Рівень', definition: 'Статус учасника, що залежить від кількості XP за місяць.' },
  { section: 'ogo-club', term: 'Обмін', definition: 'Розділ, де XP можна обміняти на товари.' },
  { section: 'ogo-club', term: 'Код запрошення', definition: 'Персональний код у форматі REW-XXXX для запрошення друзів.' },
  { section: 'velo', term: 'VELO', definition: 'Нікотинові паучі без тютюну та диму.' },
  { section: 'velo', term: 'Пауч', definition: 'Невеликий пакетик, який кладуть під губу.' },
  { section: 'velo', term: 'Міцність', definition: 'Вміст нікотину в одному паучі, у мг.' },
];

export const DEVICE_MODELS: { shop: Shop; name: string; description: string; color: string }[] = [
  { shop: 'glo', name: 'glo hyper pro', description: 'Пристрій з технологією HeatBoost', color: '#1f1f1f' },
  { shop: 'glo', name: 'glo hyper X2 air', description: 'Найлегший пристрій лінійки', color: '#4a4d55' },
  { shop: 'glo', name: 'glo hyper X2', description: 'Два режими нагрівання', color: '#2b2b2b' },
  { shop: 'glo', name: 'glo hyper+ UNIQ', description: 'Змінні панелі', color: '#e9e9e9' },
  { shop: 'ogo', name: 'Vuse ePod 2', description: 'Система з картриджами', color: '#3c3c3c' },
];

export const EXCHANGE_PRODUCTS: { shop: Shop; title: string; description: string; xpPrice: number; active: boolean; stock: number; color: string }[] = [
  { shop: 'glo', title: 'glo hyper X2 air', description: 'Пристрій в обмін на XP', xpPrice: 9000, active: true, stock: 15, color: '#4a4d55' },
  { shop: 'glo', title: 'Блок neo Dark Tobacco', description: '10 пачок стіків', xpPrice: 4500, active: true, stock: 40, color: '#3b2a20' },
  { shop: 'glo', title: 'Бездротова колонка', description: 'Портативна колонка з Bluetooth', xpPrice: 7000, active: true, stock: 5, color: '#333333' },
  { shop: 'glo', title: 'Рюкзак glo', description: 'Лімітована серія', xpPrice: 3500, active: false, stock: 0, color: '#222222' },
  { shop: 'ogo', title: 'Набір VELO (5 банок)', description: 'Мікс смаків', xpPrice: 3000, active: true, stock: 30, color: '#0a8fd6' },
  { shop: 'ogo', title: "Худі o'go", description: 'Лімітований мерч', xpPrice: 6000, active: true, stock: 10, color: '#2a1a6e' },
  { shop: 'ogo', title: 'Навушники', description: 'Бездротові навушники', xpPrice: 8000, active: false, stock: 0, color: '#dddddd' },
];

export const QUIZ: { shop: Shop; question: string; answers: string[]; correct: number; xp: number }[] = (['glo', 'ogo'] as const).flatMap((shop) => [
  { shop, question: 'Скільки стіків у пачці neo?', answers: ['10', '20', '25'], correct: 1, xp: 20 },
  { shop, question: 'Що робить режим HeatBoost?', answers: ['Вимикає пристрій', 'Пришвидшує нагрівання', 'Заряджає телефон'], correct: 1, xp: 20 },
  { shop, question: 'Чи горить тютюн у системі нагрівання?', answers: ['Так', 'Ні'], correct: 1, xp: 20 },
  { shop, question: 'Що таке VELO?', answers: ['Нікотинові паучі', 'Сигарети', 'Пристрій'], correct: 0, xp: 20 },
  { shop, question: 'Як отримати XP?', answers: ['Сканувати пачки', 'Лише купувати', 'Ніяк'], correct: 0, xp: 20 },
]);

export const PLANS: { shop: Shop; title: string; description: string; price: number; periodDays: number; packs: number; xpBonus: number }[] = (['glo', 'ogo'] as const).flatMap((shop) => [
  { shop, title: 'Старт', description: '5 пачок щомісяця', price: 525, periodDays: 30, packs: 5, xpBonus: 50 },
  { shop, title: 'Комфорт', description: '10 пачок щомісяця', price: 1000, periodDays: 30, packs: 10, xpBonus: 150 },
  { shop, title: 'Максимум', description: '20 пачок щомісяця', price: 1900, periodDays: 30, packs: 20, xpBonus: 400 },
]);

export const MESSAGES: { kind: string; title: string; text: string }[] = [
  { kind: 'scan', title: 'Скануй і отримуй XP', text: 'Скануй код на кожній пачці — отримуй 10 XP. Подвійні XP до кінця місяця!' },
  { kind: 'cert', title: 'Сертифікати партнерів', text: 'Обмінюй XP на сертифікати. Сертифікат діє 90 днів з дати покупки.' },
];
