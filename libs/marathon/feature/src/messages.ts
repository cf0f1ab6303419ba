import { formatDate, formatXp, pluralUk } from '@cx/shared-util-format';

/** Every Ukrainian text of the marathon screens. */
export const messages = {
  title: 'Марафон знань',
  quizTitle: 'Квіз марафону',
  loadError: 'Не вдалося завантажити марафон',
  period: (from: string, to: string) => `${formatDate(from)} — ${formatDate(to)}`,
  start: 'Пройти квіз',
  upcoming: (from: string) => `Марафон почнеться ${formatDate(from)}.`,
  finished: 'Марафон завершено. Чекай на наступний!',
  completed: 'Ти вже пройшов квіз цього марафону.',
  noQuestions: 'Питань поки немає.',
  progress: (current: number, total: number) => `Питання ${current} з ${total}`,
  chooseOne: 'Обери одну відповідь',
  chooseMany: 'Можна обрати кілька відповідей',
  next: 'Далі',
  previous: 'Назад',
  submit: 'Надіслати відповіді',
  submitError: 'Не вдалося надіслати відповіді. Перевір з’єднання і спробуй ще раз.',
  resultTitle: 'Твій результат',
  resultScore: (correct: number, total: number) =>
    `${correct} ${pluralUk(correct, ['правильна відповідь', 'правильні відповіді', 'правильних відповідей'])} з ${total}`,
  passed: 'Вітаємо, квіз пройдено!',
  notPassed: 'Цього разу не вдалося. Спробуй у наступному марафоні.',
  xpAwarded: (xp: number) => `+${formatXp(xp)}`,
  toMarathon: 'До марафону',
  toHome: 'На головну',
} as const;
