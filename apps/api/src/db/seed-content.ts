/** Content seed: certificates, news, FAQ, vocabulary, pages, devices, exchange, quiz, plans. */
import { EXCHANGE_ITEMS, faqFor, offersHtml, storesHtml, vocabularyHtml, SCAN_XP, INVITE_XP } from '@cx/shared-demo-content';
import type { Shop } from './seed-catalogue.ts';

export { faqFor };

export const CERT_CATEGORIES = [
  { id: 1, title: 'Електроніка' },
  { id: 2, title: 'Продукти харчування' },
  { id: 4, title: 'Мобільні оператори' },
  { id: 5, title: 'Пальне' },
  { id: 6, title: 'Розваги' },
  { id: 7, title: "Краса та здоров'я" },
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
  kind: 'page' | 'news';
  title: string;
  summary: string | null;
  body: string;
  daysAgo: number;
  image?: boolean;
}

const brandName = (shop: Shop) => (shop === 'glo' ? 'glo' : "o'go Club");

/** A news item of a brand: how many days ago it was published, whether it has a banner, title, summary, body (HTML). */
type NewsRow = [daysAgo: number, image: boolean, title: string, summary: string | null, body: string];

const newsFor = (shop: Shop): SeedPage[] =>
  (
    [
      [2, true, `Нові смаки neo вже в ${shop === 'glo' ? 'glo' : "o'go"}`, 'Зустрічай neo Tropical Click і neo Ruby Boost.', `<h2>Нові смаки вже в каталозі</h2><p>Ми додали <strong>neo Tropical Click</strong> і <strong>neo Ruby Boost</strong>. Спробуй першим: за кожну відскановану пачку — ${SCAN_XP} XP.</p><ul><li>Тропічні фрукти з капсулою</li><li>Ягоди з капсулою свіжості</li></ul><p><a href="/shop">Перейти до каталогу</a></p>`],
      [6, true, `${SCAN_XP} XP за кожну відскановану пачку`, 'Скануй код усередині пачки — XP нараховуються одразу.', `<h2>${SCAN_XP} XP за пачку</h2><p>Кожна відсканована пачка приносить <strong>${SCAN_XP} XP</strong>. Баланс оновлюється одразу після сканування, а кілька пачок можна надіслати одним фото.</p><p><em>Для повнолітніх учасників програми.</em></p>`],
      [12, true, 'Безкоштовна доставка', shop === 'glo' ? 'Від 399 грн доставка за наш рахунок.' : 'Від 120 грн доставка за наш рахунок.', `<h2>Доставка за наш рахунок</h2><p>Замовлення на суму від ${shop === 'glo' ? 399 : 120} грн ми доставимо безкоштовно у відділення або кур'єром.</p>`],
      [20, true, `Запроси друга — отримай ${INVITE_XP} XP`, 'Поділися кодом запрошення з повнолітнім другом.', `<h2>Запроси друга</h2><p>Поділися своїм кодом запрошення. Коли друг зробить перше замовлення, ти отримаєш <strong>${INVITE_XP} XP</strong>, а друг — знижку на перше замовлення.</p><ol><li>Скопіюй код у розділі «Запроси друга»</li><li>Надішли другові</li><li>Отримай XP після його замовлення</li></ol>`],
      [35, true, 'Сертифікати партнерів', 'Обмінюй XP на сертифікати Comfy, Сільпо, WOG та інших.', '<h2>Сертифікати партнерів</h2><p>У розділі «Сертифікати» доступні подарункові сертифікати шести категорій: електроніка, продукти, мобільний зв’язок, пальне, розваги, краса та здоров’я.</p>'],
      shop === 'glo'
        ? [50, false, 'glo Studio відкрито у Львові', null, '<h2>Нова glo Studio</h2><p>Чекаємо на тебе у Львові, просп. Свободи, 15. Консультація, тест-драйв пристроїв і сервіс.</p><p>Графік: щодня з 10:00 до 21:00.</p><p><a href="/glo-studio">Усі фірмові магазини</a></p>']
        : [50, false, "o'go Club відкрито у Вінниці", null, "<h2>Новий магазин o'go Club</h2><p>Чекаємо на тебе у Вінниці, вул. Соборна, 58: видача замовлень, VELO та мерч.</p><p>Графік: пн–сб 10:00–20:00, нд 10:00–18:00.</p><p><a href=\"/glo-studio\">Усі магазини</a></p>"],
    ] satisfies NewsRow[]
  ).map(([daysAgo, image, title, summary, body], i) => ({ id: `${shop}-news-${i + 1}`, kind: 'news', daysAgo, image, title, summary, body }));

/** A page of both brands: its id, how many days ago it was published, title, summary, body (HTML). */
type PageRow = [id: string, daysAgo: number, title: string, summary: string, body: string];

const page = ([id, daysAgo, title, summary, body]: PageRow): SeedPage => ({ id, kind: 'page', daysAgo, title, summary, body });

const staticPages = (shop: Shop): SeedPage[] =>
  (
    [
      ['user-agreement', 120, 'Угода з користувачем', 'Умови користування застосунком.', `<h2>1. Предмет угоди</h2><p>Ця угода визначає умови користування застосунком ${brandName(shop)}. Застосунок призначений лише для повнолітніх осіб.</p><h2>2. Персональні дані</h2><p>Ми обробляємо номер телефону, ім’я, прізвище та адресу електронної пошти для надання послуг програми лояльності та доставки замовлень.</p><h2>3. Обов’язки користувача</h2><p>Користувач зобов’язується надавати достовірні дані та не передавати доступ до свого облікового запису третім особам.</p><h2>4. Відповідальність</h2><p>Ми не несемо відповідальності за перебої, спричинені третіми особами або обставинами непереборної сили.</p><h2>5. Контакти</h2><p>Питання щодо угоди надсилай через розділ «Підтримка».</p>`],
      ['rules', 90, shop === 'ogo' ? "Правила o'go Club" : 'Правила програми лояльності glo', 'Умови участі в програмі лояльності.', '<h2>1. Загальні положення</h2><p>Учасником програми може бути повнолітня особа, яка пройшла реєстрацію та підтвердила вік.</p><h2>2. Нарахування XP</h2><p>XP нараховуються за сканування пачок, покупки в застосунку та запрошення друзів.</p><h2>3. Використання XP</h2><p>XP можна обміняти на бонусні товари, товари з розділу «Обмін» та сертифікати партнерів.</p><h2>4. Строк дії</h2><p>XP діють 12 місяців з дати нарахування.</p><h2>5. Зміна правил</h2><p>Організатор може змінювати правила, повідомивши учасників у застосунку не пізніше ніж за 10 днів.</p>'],
      ['vocabulary', 80, 'Словник споживача', 'Основні терміни.', vocabularyHtml('vocabulary')],
      ['vocabulary-ogo-club', 80, "Словник o'go Club", "Терміни програми o'go Club.", vocabularyHtml('vocabulary-ogo-club')],
      ['vocabulary-velo', 80, 'Словник VELO', 'Терміни про нікотинові паучі.', vocabularyHtml('vocabulary-velo')],
      ['glo-studio', 60, 'Фірмові магазини', 'Адреси, графік роботи та як дістатися.', storesHtml(shop)],
      ['go-buy', 60, 'Де купити', 'Фірмові магазини та партнерські точки продажу.', '<h2>Де купити</h2><p>Замовляй у застосунку з доставкою або купуй у фірмових магазинах і партнерських точках продажу по всій Україні.</p><h2>У застосунку</h2><p>Доставка у відділення перевізника або кур’єром, оплата карткою онлайн чи готівкою під час отримання. За кожну покупку нараховуються XP.</p><h2>У магазинах</h2><p>Адреси, графік і телефони — на сторінці <a href="/glo-studio">«Фірмові магазини»</a>. У магазині можна забрати замовлення та підтвердити вік.</p>'],
      ['offers', 15, 'Пропозиції', 'Актуальні акції.', offersHtml(shop)],
      ['why-ogo', 60, "Чому o'go", "Переваги o'go Club.", "<h2>Чому o'go Club</h2><ul><li>XP за кожну пачку</li><li>Сертифікати партнерів</li><li>Безкоштовна доставка від 120 грн</li></ul>"],
      ['support', 60, 'Підтримка', 'Як з нами зв’язатися.', '<p>Ми на зв’язку щодня: питання про замовлення, доставку, XP чи пристрій вирішимо за один дзвінок або повідомлення. Для відповіді про замовлення підготуй його номер.</p>'],
      ['subscription-about', 60, 'Про підписку', 'Як працює підписка.', '<h2>Підписка на стіки</h2><p>Обери план, і ми доставлятимемо стіки з обраною періодичністю. Призупинити або скасувати можна будь-коли.</p><h2>Як це працює</h2><ol><li>Обери план: 5, 10 або 20 пачок щомісяця</li><li>Вкажи адресу доставки та спосіб оплати</li><li>Кошти списуються за два дні до кожної доставки, ми попередимо SMS</li></ol><p>За кожну пачку з підписки нараховуються XP, як за звичайну покупку.</p>'],
      ['marathon', 10, 'Марафон знань', 'Відповідай на питання та отримуй XP.', `<h2>Марафон знань ${brandName(shop)}</h2><p>Щомісяця нові питання. За кожну правильну відповідь — XP.</p><ul><li>Одна спроба на місяць</li><li>Питання з одним або кількома правильними варіантами</li><li>Результат і нараховані XP видно одразу після відповіді</li></ul>`],
      ['get-xp', 40, 'Як отримати XP', 'Усі способи заробити XP.', '<h2>Як отримати XP</h2><ul><li>Скануй код на кожній пачці — 10 XP</li><li>Замовляй у застосунку — XP за кожен товар</li><li>Запрошуй друзів — 300 XP за друга</li><li>Проходь марафон знань</li></ul>'],
      ['scan-instruction', 40, 'Як сканувати', 'Інструкція зі сканування пачок.', '<h2>Як сканувати</h2><ol><li>Відкрий «Сканування» і дозволь доступ до камери</li><li>Наведи камеру на код усередині пачки</li><li>Дочекайся підтвердження — XP нарахуються одразу</li></ol><p>Кілька пачок можна сфотографувати разом у режимі «Мультисканування».</p>'],
      ['invite-friend-offer', 30, 'Пропозиція для друга', 'Що отримає друг.', '<h2>Пропозиція для друга</h2><p>Друг отримує знижку на перше замовлення, а ти — 300 XP після його покупки.</p>'],
      ['invite-friend-promo', 30, 'Промокод для друга', 'Як працює промокод.', '<h2>Промокод</h2><p>Промокод REW-… діє лише на перше замовлення друга.</p>'],
      ['invite-friend-test-drive', 30, 'Тест-драйв', 'Спробуй пристрій безкоштовно.', '<h2>Тест-драйв</h2><p>Запроси друга на тест-драйв пристрою у фірмовому магазині.</p><p>Консультант покаже, як працює пристрій, і допоможе обрати смак стіків. Друг має бути повнолітнім і взяти з собою документ.</p>'],
      ['invite-friend-calculator', 30, 'Калькулятор XP', 'Порахуй, скільки XP ти отримаєш.', '<h2>Калькулятор</h2><p>1 друг — 300 XP, 3 друзі — 900 XP, 5 друзів — 1500 XP і бонусний подарунок.</p>'],
      ['invite-friend-velo', 30, 'Запроси друга до VELO', 'Подарунок VELO для друга.', '<h2>VELO для друга</h2><p>Друг отримає 1 або 2 банки VELO у подарунок до першого замовлення.</p>'],
      ['qr', 30, 'QR-код', 'Сканування QR-кодів з упаковок і вітрин.', '<h2>QR-код</h2><p>Наведи камеру на QR-код на упаковці або у фірмовому магазині, щоб відкрити акцію чи отримати XP.</p><p>QR-код веде на сторінку застосунку. Код усередині пачки — інший: його скануй у розділі «Сканування», щоб отримати XP за пачку.</p>'],
      ['verification', 30, 'Підтвердження віку', 'Як підтвердити, що тобі є 18.', '<h2>Підтвердження віку</h2><p>Застосунок доступний лише повнолітнім. Підтвердь вік за документом у фірмовому магазині або через онлайн-перевірку.</p><ul><li>Паспорт або ID-картка</li><li>Водійське посвідчення</li></ul>'],
      ['landing', 30, brandName(shop), 'Ласкаво просимо.', `<h2>Ласкаво просимо до ${brandName(shop)}</h2><p>Скануй пачки, збирай XP, замовляй з доставкою та обмінюй XP на подарунки.</p>`],
    ] satisfies PageRow[]
  ).map(page);

export const pagesFor = (shop: Shop): SeedPage[] => [...newsFor(shop), ...staticPages(shop)];

export const DEVICE_MODELS: { shop: Shop; name: string; description: string; warrantyMonths: number }[] = [
  { shop: 'glo', name: 'glo hyper pro', description: 'Пристрій з технологією HeatBoost', warrantyMonths: 12 },
  { shop: 'glo', name: 'glo hyper X2 air', description: 'Найлегший пристрій лінійки', warrantyMonths: 12 },
  { shop: 'glo', name: 'glo hyper X2', description: 'Два режими нагрівання', warrantyMonths: 12 },
  { shop: 'glo', name: 'glo hyper+ UNIQ', description: 'Змінні панелі', warrantyMonths: 6 },
  { shop: 'ogo', name: 'Vuse ePod 2', description: 'Система з картриджами', warrantyMonths: 6 },
];

export const EXCHANGE_PRODUCTS = EXCHANGE_ITEMS;

export interface SeedQuestion {
  text: string;
  options: string[];
  correct: number[];
}
export const QUIZ: SeedQuestion[] = [
  { text: 'Скільки стіків у пачці neo?', options: ['10', '20', '25'], correct: [1] },
  { text: 'Що робить режим HeatBoost?', options: ['Вимикає пристрій', 'Пришвидшує нагрівання', 'Заряджає телефон'], correct: [1] },
  { text: 'Чи горить тютюн у системі нагрівання?', options: ['Так', 'Ні'], correct: [1] },
  { text: 'Що таке VELO?', options: ['Нікотинові паучі', 'Сигарети', 'Пристрій'], correct: [0] },
  { text: 'Як можна отримати XP? (кілька відповідей)', options: ['Сканувати пачки', 'Запрошувати друзів', 'Нічого не робити'], correct: [0, 1] },
];

export const PLANS: { title: string; price: number; periodDays: number }[] = [
  { title: 'Старт: 5 пачок щомісяця', price: 525, periodDays: 30 },
  { title: 'Комфорт: 10 пачок щомісяця', price: 1000, periodDays: 30 },
  { title: 'Максимум: 20 пачок щомісяця', price: 1900, periodDays: 30 },
];

export const MESSAGES: { kind: 'scan' | 'cert'; text: string | null }[] = [
  { kind: 'scan', text: `${SCAN_XP} XP за кожну відскановану пачку — скануй усі пачки, XP нараховуються одразу.` },
  { kind: 'cert', text: 'Сертифікат діє 90 днів з дати покупки.' },
];
