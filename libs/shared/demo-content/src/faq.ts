import type { Shop } from './shop';
import { FREE_DELIVERY_FROM, SCAN_XP, INVITE_XP } from './rules';

export interface FaqEntry {
  topic: 'general' | 'subscription' | 'invite';
  title: string;
  /** The answer, CMS HTML (the app sanitizes it). */
  text: string;
}

/** The FAQ of a brand: the same questions, answered with that brand's own rules. */
export function faqFor(shop: Shop): FaqEntry[] {
  return [...generalFaq(shop), ...subscriptionAndInviteFaq()];
}

/** Registration, age, XP, delivery and (o'go) the VELO code, with the brand's own figures. */
function generalFaq(shop: Shop): FaqEntry[] {
  const free = FREE_DELIVERY_FROM[shop];
  const velo =
    shop === 'ogo'
      ? [
          {
            topic: 'general' as const,
            title: 'Як працює промокод VELO-20%?',
            text: 'Введи <strong>VELO-20%</strong> у кошику: знижка 20% діє на всі товари VELO в замовленні. Промокод можна використати один раз.',
          },
        ]
      : [];
  return [
    {
      topic: 'general',
      title: 'Як зареєструватися?',
      text: 'Введи номер телефону й код із SMS, потім заповни коротку анкету: ім’я, прізвище, дату народження та e-mail. Застосунок лише для повнолітніх.',
    },
    {
      topic: 'general',
      title: 'Навіщо підтверджувати вік?',
      text: 'Без підтвердження віку каталог, замовлення та обмін XP закриті. Підтвердити вік можна онлайн за документом або у фірмовому магазині — це одноразово.',
    },
    {
      topic: 'general',
      title: 'Як отримати XP?',
      text: `Скануй код усередині кожної пачки — <strong>${SCAN_XP} XP</strong> за пачку. Ще XP нараховуються за замовлення в застосунку (сума вказана на картці товару), за запрошених друзів і за марафон знань.`,
    },
    {
      topic: 'general',
      title: 'Скільки діють XP?',
      text: '12 місяців з дати нарахування. Історія нарахувань і списань — у розділі «Історія XP».',
    },
    {
      topic: 'general',
      title: 'Як оплатити XP товар?',
      text: 'Бонусні товари оплачуються лише XP: у кошику видно, скільки XP потрібно. Якщо XP бракує, застосунок покаже, скільки ще потрібно, і замовлення не пройде, доки їх не назбираєш.',
    },
    {
      topic: 'general',
      title: 'Які способи оплати доступні?',
      text: 'Карткою онлайн під час оформлення або готівкою під час отримання. Замовлення лише з бонусних товарів оплачуються XP.',
    },
    {
      topic: 'general',
      title: 'Скільки коштує доставка?',
      text: `Замовлення від <strong>${free} грн</strong> доставляємо безкоштовно. Менші замовлення у відділення перевізника — за його тарифом, оплата під час отримання. Ціну доставки видно в кошику до оплати.`,
    },
    ...velo,
    {
      topic: 'general',
      title: 'Код на пачці не сканується',
      text: 'Увімкни світло й тримай камеру за 10–15 см від коду, щоб він повністю вміщувався в рамку. Не вийшло — введи код вручну або надішли фото кількох пачок разом.',
    },
    {
      topic: 'general',
      title: 'Як використати сертифікат?',
      text: 'Відкрий сертифікат у розділі «Мої сертифікати» й покажи код на касі партнера або введи його під час онлайн-оплати. Сертифікат діє 90 днів.',
    },
  ];
}

/** The subscription and inviting friends: the same for both brands. */
function subscriptionAndInviteFaq(): FaqEntry[] {
  return [
    {
      topic: 'subscription',
      title: 'Як оформити підписку?',
      text: 'Обери план у розділі «Підписка», вкажи адресу та спосіб оплати. Першу доставку ми відправимо протягом двох днів.',
    },
    {
      topic: 'subscription',
      title: 'Чи можна призупинити підписку?',
      text: 'Так, у будь-який момент до дати наступної доставки. Скасувати підписку теж можна без штрафів.',
    },
    {
      topic: 'subscription',
      title: 'Коли списуються кошти?',
      text: 'За два дні до кожної доставки. Ми надішлемо SMS перед списанням.',
    },
    {
      topic: 'invite',
      title: 'Кого можна запросити?',
      text: 'Лише повнолітніх друзів, які ще не зареєстровані в програмі. Друг реєструється за твоїм кодом і теж підтверджує вік.',
    },
    {
      topic: 'invite',
      title: 'Коли я отримаю XP за друга?',
      text: `Коли друг отримає своє перше замовлення — ${INVITE_XP} XP надійдуть на твій рахунок.`,
    },
    {
      topic: 'invite',
      title: 'Скільки друзів можна запросити?',
      text: 'До 10 друзів на календарний місяць: кожному надішли свій код запрошення з розділу «Запроси друга».',
    },
  ];
}
