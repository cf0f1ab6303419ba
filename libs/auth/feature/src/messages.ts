import { validationMessages } from '@cx/auth-data-access';
import type { AuthFailureKind } from '@cx/auth-data-access';

/** Every Ukrainian text of the sign-in, registration and age screens (ARCHITECTURE §10). */
export const messages = {
  ...validationMessages,

  signInTitle: 'Вхід',
  signInLead: 'Введи номер телефону — ми надішлемо код у SMS.',
  sessionEnded: 'Сесія завершилась. Увійди знову — кошик збережено.',
  storageLost: 'Браузер стер дані входу на цьому пристрої. Увійди знову — кошик і замовлення збережено.',
  phoneLabel: 'Номер телефону',
  phonePlaceholder: '+380 XX XXX XX XX',
  getCode: 'Отримати код',
  noAccount: 'Ще не з нами?',
  register: 'Зареєструватися',
  agreement: 'Угода з користувачем',

  codeTitle: 'Введи код з SMS',
  codeSentTo: (phone: string) => `Ми надіслали код на номер ${phone}.`,
  codeLabel: 'Код з SMS',
  signIn: 'Увійти',
  changePhone: 'Змінити номер',
  resend: 'Надіслати код ще раз',
  resendIn: (time: string) => `Надіслати код ще раз можна через ${time}`,
  codeResent: 'Ми надіслали новий код.',

  registrationTitle: 'Реєстрація',
  registrationLead: 'Заповни анкету — ми надішлемо код для підтвердження номера.',
  firstNameLabel: 'Ім’я',
  lastNameLabel: 'Прізвище',
  emailLabel: 'Електронна пошта',
  agreementLabel: 'Погоджуюся з',
  /** The agreement's name as the label's object (instrumental case): «Погоджуюся з Угодою …». */
  agreementInLabel: 'Угодою з користувачем',
  registrationSubmit: 'Продовжити',
  confirmPhoneTitle: 'Підтвердь номер',
  haveAccount: 'Вже з нами?',
  toSignIn: 'Увійти',

  ageTitle: 'Підтвердь свій вік',
  ageLead:
    'Застосунок містить інформацію про нікотиновмісну продукцію і призначений лише для повнолітніх.',
  birthDateLabel: 'Дата народження',
  birthDateHint: 'Тобі має виповнитися 18 років.',
  ageConfirm: 'Підтверджую, мені є 18',
  ageLeave: 'Мені немає 18 — вийти',

  /** Spec §5 and §8: the answer to every failure nobody could name. */
  tryAgain: 'Спробуй ще раз',
} as const;

/** What each failure says when the server sent no words of its own. */
/** A code limit with its wait in whole minutes, rounded up. */
export const retryAfterMessage = (seconds: number) =>
  `Забагато запитів коду. Спробуй через ${Math.max(1, Math.ceil(seconds / 60))} хв`;

export const failureMessages: Record<AuthFailureKind, string> = {
  'not-registered': 'Клієнта з таким номером не знайдено. Зареєструйся, це швидко.',
  'already-registered': 'Цей номер уже зареєстровано. Увійди за кодом з SMS.',
  'email-taken': 'Ця електронна пошта вже використовується. Вкажи іншу.',
  'wrong-code': 'Невірний код. Перевір SMS і спробуй ще раз.',
  expired: 'Код більше не дійсний. Надішли новий код.',
  locked: 'Забагато невдалих спроб. Запроси новий код.',
  'rate-limited': 'Забагато запитів коду. Трохи зачекай і спробуй ще раз.',
  invalid: 'Перевір введені дані.',
  network: 'Немає з’єднання з інтернетом. Перевір мережу та спробуй ще раз.',
  'try-again': messages.tryAgain,
};

/** "0:27", "1:05". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
