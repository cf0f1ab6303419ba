/** The words of /auth's phone step: all its first view shows (the rest of the flow's are in messages.ts). */
export const signInMessages = {
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
} as const;

/**
 * A failed call or chunk for want of a connection; the phone step shows it without the failure
 * table (failure-messages.ts), which comes with the submit.
 */
export const NETWORK_FAILURE = 'Немає з’єднання з інтернетом. Перевір мережу та спробуй ще раз.';
