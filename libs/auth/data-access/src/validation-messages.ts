// The words of the sign-in forms' checks, apart from the schemas (validation.ts): the screens show
// them without loading valibot, which comes with the submit.

/** The reference backend sends four digits; the contract allows four to six. */
export const CODE_LENGTH = 4;

export const validationMessages = {
  phoneRequired: 'Введи номер телефону',
  phoneFormat: 'Введи номер у форматі +380 XX XXX XX XX',
  phoneOperator: 'Перевір код оператора: це не український мобільний номер',
  codeRequired: 'Введи код з SMS',
  codeFormat: `Код складається з ${CODE_LENGTH} цифр`,
  firstNameRequired: 'Введи ім’я',
  lastNameRequired: 'Введи прізвище',
  nameFormat: 'Лише літери, апостроф, дефіс і пробіл',
  nameLength: 'Не довше за 100 символів',
  emailRequired: 'Введи електронну пошту',
  emailFormat: 'Перевір адресу пошти, наприклад name@example.com',
  agreementRequired: 'Потрібна твоя згода з Угодою з користувачем',
  birthDateRequired: 'Вкажи дату народження',
  birthDateFormat: 'Вкажи справжню дату народження',
  underage: 'Застосунок доступний лише повнолітнім: тобі має бути 18 років',
} as const;
