/** Every Ukrainian text the device screens show, in one place (ARCHITECTURE §10). */
export const messages = {
  list: {
    title: 'Мої пристрої',
    intro: 'Зареєструй пристрій, щоб бачити гарантію та отримувати сервіс.',
    register: 'Зареєструвати пристрій',
    empty: 'Ще немає пристроїв',
    emptyText: 'Зареєструй свій пристрій — він з’явиться тут разом із терміном гарантії.',
    errorTitle: 'Не вдалося завантажити пристрої',
    serial: 'Серійний номер',
    registered: 'Зареєстровано',
    warranty: 'Гарантія до',
    noWarranty: 'Гарантія: уточнюється',
    remove: 'Видалити',
    removeLabel: (name: string) => `Видалити пристрій ${name}`,
    confirmTitle: 'Видалити пристрій?',
    confirmText: (name: string, serial: string) =>
      `${name} (${serial}) зникне зі списку, а гарантійний сервіс за ним потрібно буде оформлювати заново.`,
    confirm: 'Так, видалити',
    cancel: 'Скасувати',
    removed: 'Пристрій видалено',
    removeFailed: 'Не вдалося видалити пристрій. Спробуй ще раз.',
  },
  reg: {
    title: 'Реєстрація пристрою',
    intro: 'Серійний номер надруковано на коробці та на корпусі пристрою.',
    serial: 'Серійний номер',
    /** The example is the brand's (its devices.serialExample), so it passes the brand's check. */
    serialHint: (example: string) => `Латинські літери, цифри та дефіси, як на коробці, наприклад ${example}.`,
    model: 'Модель',
    modelHint: 'Почни вводити — ми підкажемо.',
    name: 'Назва (необов’язково)',
    nameHint: (example: string) => `Наприклад, «${example}».`,
    purchasedAt: 'Дата покупки (необов’язково)',
    submit: 'Зареєструвати',
    done: 'Пристрій зареєстровано',
    failed: 'Не вдалося зареєструвати пристрій. Спробуй ще раз.',
  },
} as const;
