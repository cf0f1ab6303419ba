/** A marathon as the API answers it (before sanitizing), for tests and stories. */
export const quizResponse = {
  marathon: {
    id: 'm-2026-11',
    title: 'Марафон знань',
    description_html: '<p>Щомісяця нові питання. За кожну правильну відповідь — XP.</p><script>alert(1)</script>',
    starts_at: '2026-11-01T00:00:00Z',
    ends_at: '2026-11-30T21:59:59Z',
    status: 'active' as const,
    completed: false,
    result: null,
  },
  questions: [
    { id: 'q1', text: 'Скільки стіків у пачці neo?', image: null, multiple: false, options: [{ id: 'a', text: '10' }, { id: 'b', text: '20' }, { id: 'c', text: '25' }] },
    { id: 'q2', text: 'Як можна отримати XP? (кілька відповідей)', image: null, multiple: true, options: [{ id: 'a', text: 'Сканувати пачки' }, { id: 'b', text: 'Запрошувати друзів' }, { id: 'c', text: 'Нічого не робити' }] },
  ],
};
