import type { AuthFailureKind } from '@cx/auth-data-access';
import { NETWORK_FAILURE } from './sign-in-messages';

/** Spec §5 and §8: the answer to every failure nobody could name. */
export const TRY_AGAIN = 'Спробуй ще раз';

/** A code limit with its wait in whole minutes, rounded up. */
export const retryAfterMessage = (seconds: number) =>
  `Забагато запитів коду. Спробуй через ${Math.max(1, Math.ceil(seconds / 60))} хв`;

/** What each failure says when the server sent no words of its own. */
export const failureMessages: Record<AuthFailureKind, string> = {
  'not-registered': 'Клієнта з таким номером не знайдено. Зареєструйся, це швидко.',
  'already-registered': 'Цей номер уже зареєстровано. Увійди за кодом з SMS.',
  'email-taken': 'Ця електронна пошта вже використовується. Вкажи іншу.',
  'wrong-code': 'Невірний код. Перевір SMS і спробуй ще раз.',
  expired: 'Код більше не дійсний. Надішли новий код.',
  locked: 'Забагато невдалих спроб. Запроси новий код.',
  'rate-limited': 'Забагато запитів коду. Трохи зачекай і спробуй ще раз.',
  invalid: 'Перевір введені дані.',
  network: NETWORK_FAILURE,
  'try-again': TRY_AGAIN,
};
