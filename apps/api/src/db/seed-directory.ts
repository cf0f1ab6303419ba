/** Delivery directory: cities (six popular first), postal branches, IPOST availability. */

export interface SeedCity {
  key: string;
  name: string;
  area: string;
  region: string;
  popularRank?: number;
  ipost: boolean;
  streets: string[];
  branches: number;
}

export const CITIES: SeedCity[] = [
  { key: 'kyiv', name: 'Київ', area: 'Київська', region: '', popularRank: 1, ipost: true, branches: 14,
    streets: ['вул. Хрещатик', 'вул. Велика Васильківська', 'просп. Перемоги', 'вул. Антоновича', 'просп. Степана Бандери', 'бульв. Лесі Українки', 'вул. Саксаганського', 'просп. Миколи Бажана'] },
  { key: 'kharkiv', name: 'Харків', area: 'Харківська', region: '', popularRank: 2, ipost: true, branches: 9,
    streets: ['вул. Сумська', 'просп. Науки', 'вул. Полтавський Шлях', 'просп. Героїв Харкова', 'вул. Пушкінська'] },
  { key: 'odesa', name: 'Одеса', area: 'Одеська', region: '', popularRank: 3, ipost: false, branches: 8,
    streets: ['вул. Дерибасівська', 'просп. Шевченка', 'вул. Велика Арнаутська', 'Фонтанська дорога', 'вул. Генуезька'] },
  { key: 'dnipro', name: 'Дніпро', area: 'Дніпропетровська', region: '', popularRank: 4, ipost: true, branches: 8,
    streets: ['просп. Дмитра Яворницького', 'вул. Січеславська Набережна', 'просп. Гагаріна', 'вул. Робоча', 'вул. Князя Ярослава Мудрого'] },
  { key: 'zaporizhzhia', name: 'Запоріжжя', area: 'Запорізька', region: '', popularRank: 5, ipost: false, branches: 7,
    streets: ['просп. Соборний', 'вул. Незалежної України', 'бульв. Шевченка', 'вул. Перемоги'] },
  { key: 'lviv', name: 'Львів', area: 'Львівська', region: '', popularRank: 6, ipost: true, branches: 9,
    streets: ['просп. Свободи', 'вул. Городоцька', 'вул. Стрийська', 'вул. Зелена', 'просп. Червоної Калини'] },
  { key: 'vinnytsia', name: 'Вінниця', area: 'Вінницька', region: '', ipost: true, branches: 5,
    streets: ['вул. Соборна', 'Хмельницьке шосе', 'вул. Келецька', 'просп. Коцюбинського'] },
  { key: 'poltava', name: 'Полтава', area: 'Полтавська', region: '', ipost: false, branches: 4,
    streets: ['вул. Соборності', 'вул. Шевченка', 'вул. Європейська'] },
  { key: 'chernihiv', name: 'Чернігів', area: 'Чернігівська', region: '', ipost: false, branches: 4,
    streets: ['просп. Миру', 'вул. Шевченка', "вул. П'ятницька"] },
  { key: 'cherkasy', name: 'Черкаси', area: 'Черкаська', region: '', ipost: false, branches: 4,
    streets: ['бульв. Шевченка', 'вул. Смілянська', 'вул. Хрещатик'] },
  { key: 'zhytomyr', name: 'Житомир', area: 'Житомирська', region: '', ipost: false, branches: 4,
    streets: ['вул. Київська', 'вул. Велика Бердичівська', 'просп. Миру'] },
  { key: 'sumy', name: 'Суми', area: 'Сумська', region: '', ipost: false, branches: 3,
    streets: ['вул. Соборна', 'вул. Харківська', 'просп. Шевченка'] },
  { key: 'khmelnytskyi', name: 'Хмельницький', area: 'Хмельницька', region: '', ipost: false, branches: 4,
    streets: ['вул. Проскурівська', "вул. Кам'янецька", 'вул. Зарічанська'] },
  { key: 'chernivtsi', name: 'Чернівці', area: 'Чернівецька', region: '', ipost: false, branches: 3,
    streets: ['вул. Головна', 'вул. Кобилянської', 'просп. Незалежності'] },
  { key: 'rivne', name: 'Рівне', area: 'Рівненська', region: '', ipost: false, branches: 3,
    streets: ['вул. Соборна', 'вул. Київська', 'вул. Макарова'] },
  { key: 'ivano-frankivsk', name: 'Івано-Франківськ', area: 'Івано-Франківська', region: '', ipost: false, branches: 4,
    streets: ['вул. Незалежності', 'вул. Галицька', 'вул. Вовчинецька'] },
  { key: 'ternopil', name: 'Тернопіль', area: 'Тернопільська', region: '', ipost: false, branches: 3,
    streets: ['вул. Руська', 'бульв. Шевченка', 'вул. Текстильна'] },
  { key: 'lutsk', name: 'Луцьк', area: 'Волинська', region: '', ipost: false, branches: 3,
    streets: ['просп. Волі', 'вул. Лесі Українки', 'просп. Відродження'] },
  { key: 'uzhhorod', name: 'Ужгород', area: 'Закарпатська', region: '', ipost: false, branches: 3,
    streets: ['вул. Швабська', 'просп. Свободи', 'вул. Собранецька'] },
  { key: 'kropyvnytskyi', name: 'Кропивницький', area: 'Кіровоградська', region: '', ipost: false, branches: 3,
    streets: ['вул. Велика Перспективна', 'вул. Преображенська', 'вул. Вокзальна'] },
  { key: 'mykolaiv', name: 'Миколаїв', area: 'Миколаївська', region: '', ipost: false, branches: 4,
    streets: ['просп. Центральний', 'вул. Соборна', 'просп. Миру'] },
  { key: 'kryvyi-rih', name: 'Кривий Ріг', area: 'Дніпропетровська', region: 'Криворізький', ipost: false, branches: 4,
    streets: ['просп. Поштовий', 'вул. Володимира Великого', 'просп. Металургів'] },
  { key: 'kremenchuk', name: 'Кременчук', area: 'Полтавська', region: 'Кременчуцький', ipost: false, branches: 3,
    streets: ['вул. Соборна', 'вул. Київська', 'просп. Свободи'] },
  { key: 'bila-tserkva', name: 'Біла Церква', area: 'Київська', region: 'Білоцерківський', ipost: true, branches: 3,
    streets: ['бульв. Незалежності', 'вул. Ярослава Мудрого', 'вул. Леваневського'] },
  { key: 'brovary', name: 'Бровари', area: 'Київська', region: 'Броварський', ipost: true, branches: 3,
    streets: ['бульв. Незалежності', 'вул. Київська', 'вул. Героїв України'] },
  { key: 'irpin', name: 'Ірпінь', area: 'Київська', region: 'Бучанський', ipost: true, branches: 3,
    streets: ['вул. Університетська', 'вул. Соборна', 'вул. Садова'] },
  { key: 'bucha', name: 'Буча', area: 'Київська', region: 'Бучанський', ipost: true, branches: 2,
    streets: ['вул. Енергетиків', 'вул. Яблунська', 'вул. Вокзальна'] },
  { key: 'mukachevo', name: 'Мукачево', area: 'Закарпатська', region: 'Мукачівський', ipost: false, branches: 2,
    streets: ['вул. Миру', 'вул. Пушкіна'] },
];
