import { validationMessages } from '@cx/auth-data-access';
import { TRY_AGAIN } from './failure-messages';
import { signInMessages } from './sign-in-messages';

export { failureMessages } from './failure-messages';

/**
 * Every Ukrainian text of the sign-in, registration and age screens (ARCHITECTURE §10). The phone
 * step's own words (sign-in-messages.ts) and the failures' (failure-messages.ts) are modules of
 * their own, so /auth's first view carries only what it shows.
 */
export const messages = {
  ...validationMessages,

  ...signInMessages,

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

  tryAgain: TRY_AGAIN,
} as const;

/** "0:27", "1:05". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
