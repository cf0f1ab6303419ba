import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import type { Clock } from '../lib/clock.ts';
import { COLLECTIONS, GLO_PRODUCTS, OGO_PRODUCTS, type SeedProduct, type Shop } from './seed-catalogue.ts';
import { CITIES } from './seed-directory.ts';
import {
  CERT_CATEGORIES,
  CERT_PARTNERS,
  DEVICE_MODELS,
  EXCHANGE_PRODUCTS,
  FAQ,
  MESSAGES,
  PLANS,
  QUIZ,
  VOCABULARY,
  pagesFor,
} from './seed-content.ts';
import { DEMO_PHONE, ID_BASE } from './ids.ts';
import { kyivMonthStart } from '../lib/time.ts';

export const SEED_VERSION = '1';
const DAY = 86_400_000;

/** A stable UUID-shaped id derived from a name, so seeded ids never change between runs. */
export function stableUuid(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Idempotent: runs once per database (recorded in meta.seed_version). */
export function seed(db: Database.Database, clock: Clock): boolean {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").get() as { value: string } | undefined;
  if (row) return false;
  db.transaction(() => {
    const now = clock.now();
    seedCatalogue(db);
    seedDirectory(db);
    seedContent(db, now);
    seedDemoCustomer(db, now);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed_version', ?)").run(SEED_VERSION);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date(now).toISOString());
  })();
  return true;
}

function seedCatalogue(db: Database.Database): void {
  const insCollection = db.prepare(
    'INSERT INTO collections (id, handle, shop, title, is_bonus, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const collectionIds = new Map<string, number>();
  COLLECTIONS.forEach((c, i) => {
    const id = ID_BASE.collection + i + 1;
    collectionIds.set(c.handle, id);
    insCollection.run(id, c.handle, c.shop, c.title, c.isBonus ? 1 : 0, i);
  });

  const insProduct = db.prepare(`INSERT INTO products
    (id, shop, handle, title, subtitle, description, product_type, vendor, tags, price, compare_at_price, xp_price, bonuses, quantity, color)
    VALUES (@id, @shop, @handle, @title, @subtitle, @description, @type, @vendor, @tags, @price, @compareAtPrice, @xpPrice, @bonuses, @quantity, @color)`);
  const insVariant = db.prepare(`INSERT INTO variants (id, product_id, title, sku, price, xp_price, quantity, color, position)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insLink = db.prepare('INSERT INTO product_collections (product_id, collection_id, position) VALUES (?, ?, ?)');
  const positions = new Map<string, number>();
  let variantId = ID_BASE.variant;

  const addAll = (shop: Shop, products: SeedProduct[]) => {
    products.forEach((p, i) => {
      const id = ID_BASE.product[shop] + i + 1;
      insProduct.run({
        id,
        shop,
        handle: p.handle,
        title: p.title,
        subtitle: p.subtitle,
        description: p.description,
        type: p.type,
        vendor: p.vendor,
        tags: p.tags.join(', '),
        price: p.price,
        compareAtPrice: p.compareAtPrice ?? null,
        xpPrice: p.xpPrice ?? 0,
        bonuses: p.bonuses,
        quantity: p.quantity,
        color: p.color,
      });
      p.variants.forEach((v, j) => {
        variantId += 1;
        const price = v.price ?? p.price;
        insVariant.run(
          variantId,
          id,
          v.title,
          `${p.handle}-${j + 1}`.toUpperCase(),
          price,
          v.xpPrice ?? p.xpPrice ?? 0,
          v.quantity ?? p.quantity,
          v.color ?? null,
          j,
        );
      });
      for (const list of p.lists) {
        const cid = collectionIds.get(list);
        if (!cid) throw new Error(`seed: unknown list ${list}`);
        const pos = positions.get(list) ?? 0;
        positions.set(list, pos + 1);
        insLink.run(id, cid, pos);
      }
    });
  };
  addAll('glo', GLO_PRODUCTS);
  addAll('ogo', OGO_PRODUCTS);
}

function seedDirectory(db: Database.Database): void {
  const insCity = db.prepare(`INSERT INTO cities (city_id, name, province, area, region, delivery_city_id, popular_rank, ipost_available)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insBranch = db.prepare('INSERT INTO branches (id, city_id, number, kind, address) VALUES (?, ?, ?, ?, ?)');
  for (const c of CITIES) {
    const cityId = stableUuid(`city:${c.key}`);
    insCity.run(cityId, c.name, `${c.area} область`, c.area, c.region, stableUuid(`delivery-city:${c.key}`), c.popularRank ?? null, c.ipost ? 1 : 0);
    for (let n = 1; n <= c.branches; n++) {
      const street = c.streets[(n - 1) % c.streets.length] ?? 'вул. Центральна';
      const house = ((n * 7 + c.name.length * 3) % 140) + 1;
      const parcelLocker = n % 5 === 0;
      const kind = parcelLocker ? 'Поштомат' : n % 3 === 0 ? 'Вантажне відділення' : 'Відділення';
      insBranch.run(stableUuid(`branch:${c.key}:${n}`), cityId, n, kind, `${street}, ${house}`);
    }
  }
}

function seedContent(db: Database.Database, now: number): void {
  const insCat = db.prepare('INSERT INTO cert_categories (id, title, icon, position) VALUES (?, ?, ?, ?)');
  CERT_CATEGORIES.forEach((c, i) => insCat.run(c.id, c.title, c.icon, i));
  const insPartner = db.prepare(
    'INSERT INTO cert_partners (id, category_id, name, description, nominals, xp_rate, color) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  CERT_PARTNERS.forEach((p, i) => insPartner.run(i + 1, p.categoryId, p.name, p.description, JSON.stringify(p.nominals), 10, p.color));

  const insPage = db.prepare(
    'INSERT INTO pages (id, shop, kind, title, summary, body, image, published_at, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insFaq = db.prepare('INSERT INTO faq (shop, section, title, text, position) VALUES (?, ?, ?, ?, ?)');
  const insVocab = db.prepare('INSERT INTO vocabulary (shop, section, term, definition, position) VALUES (?, ?, ?, ?, ?)');
  const insMsg = db.prepare('INSERT INTO messages (shop, kind, title, text) VALUES (?, ?, ?, ?)');
  for (const shop of ['glo', 'ogo'] as const) {
    pagesFor(shop).forEach((p, i) =>
      insPage.run(p.id, shop, p.kind, p.title, p.summary, p.body, p.kind === 'news' ? `/static/news/${p.id}.svg` : null, now - p.daysAgo * DAY, i),
    );
    FAQ.forEach((f, i) => insFaq.run(shop, f.section, f.title, f.text, i));
    VOCABULARY.forEach((v, i) => insVocab.run(shop, v.section, v.term, v.definition, i));
    MESSAGES.forEach((m) => insMsg.run(shop, m.kind, m.title, m.text));
  }
  const insModel = db.prepare('INSERT INTO device_models (id, shop, name, description, color) VALUES (?, ?, ?, ?, ?)');
  DEVICE_MODELS.forEach((d, i) => insModel.run(i + 1, d.shop, d.name, d.description, d.color));
  const insEx = db.prepare(
    'INSERT INTO exchange_products (id, shop, title, description, xp_price, active, stock, color) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  EXCHANGE_PRODUCTS.forEach((e, i) => insEx.run(i + 1, e.shop, e.title, e.description, e.xpPrice, e.active ? 1 : 0, e.stock, e.color));
  const insQuiz = db.prepare(
    'INSERT INTO quiz_questions (id, shop, position, question, answers, correct_index, xp) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  QUIZ.forEach((q, i) => insQuiz.run(i + 1, q.shop, i % 5, q.question, JSON.stringify(q.answers), q.correct, q.xp));
  const insPlan = db.prepare(
    'INSERT INTO subscription_plans (id, shop, title, description, price, period_days, packs, xp_bonus) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  PLANS.forEach((p, i) => insPlan.run(i + 1, p.shop, p.title, p.description, p.price, p.periodDays, p.packs, p.xpBonus));
}

interface PersonSeed {
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  ageVerified: boolean;
  memberCodes: { glo: string; ogo: string };
}

/** Creates the person and both brand customers if the phone is new. Returns the person id. */
export function ensurePerson(db: Database.Database, now: number, p: PersonSeed): { personId: number; created: boolean } {
  const existing = db.prepare('SELECT id FROM persons WHERE phone = ?').get(p.phone) as { id: number } | undefined;
  if (existing) return { personId: existing.id, created: false };
  const personId = Number(db.prepare('INSERT INTO persons (phone, created_at) VALUES (?, ?)').run(p.phone, now).lastInsertRowid);
  for (const shop of ['glo', 'ogo'] as const) {
    const id = nextCustomerId(db, shop);
    db.prepare(`INSERT INTO customers (id, person_id, shop, first_name, last_name, email, phone, note, tags, member_code, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?)`).run(
      id, personId, shop, p.firstName, p.lastName, p.email, p.phone,
      p.ageVerified ? 'age_verified' : '', p.memberCodes[shop], now, now,
    );
    if (p.ageVerified) {
      db.prepare(`INSERT INTO metafields (customer_id, namespace, key, value, type, created_at, updated_at)
        VALUES (?, ?, 'age_verified', 'true', 'boolean', ?, ?)`).run(id, shop === 'ogo' ? 'verification' : 'custom', now, now);
    }
  }
  return { personId, created: true };
}

export function nextCustomerId(db: Database.Database, shop: Shop): number {
  const base = ID_BASE.customer[shop];
  const row = db.prepare('SELECT MAX(id) AS m FROM customers WHERE shop = ?').get(shop) as { m: number | null };
  return Math.max(row.m ?? base, base) + 1;
}

function seedDemoCustomer(db: Database.Database, now: number): void {
  const { personId } = ensurePerson(db, now, {
    phone: DEMO_PHONE,
    firstName: 'Олена',
    lastName: 'Коваленко',
    email: 'olena.demo@example.com',
    ageVerified: true,
    memberCodes: { glo: 'REW-OLEN', ogo: 'REW-OKOV' },
  });
  const customers = db.prepare('SELECT id, shop FROM customers WHERE person_id = ?').all(personId) as { id: number; shop: Shop }[];
  const customerId = (shop: Shop) => customers.find((c) => c.shop === shop)!.id;

  const kyiv = db.prepare("SELECT city_id, name, province FROM cities WHERE name = 'Київ'").get() as { city_id: string; name: string; province: string };
  const branch = db.prepare('SELECT number, kind, address FROM branches WHERE city_id = ? AND number = 3').get(kyiv.city_id) as { number: number; kind: string; address: string };

  const variant = (handle: string, shop: Shop) =>
    db.prepare(`SELECT v.id AS variant_id, v.price, v.title AS vtitle, v.quantity, p.id AS product_id, p.title, p.bonuses, p.xp_price
      FROM variants v JOIN products p ON p.id = v.product_id WHERE p.handle = ? AND p.shop = ? ORDER BY v.position LIMIT 1`).get(handle, shop) as {
      variant_id: number; price: number; vtitle: string; quantity: number; product_id: number; title: string; bonuses: number; xp_price: number;
    };

  let orderSeq = 0;
  const addOrder = (shop: Shop, daysAgo: number, items: [string, number][], opts: { paid: boolean; gateway: string; delivered: boolean }) => {
    orderSeq += 1;
    const id = ID_BASE.order + orderSeq;
    const number = ID_BASE.firstOrderNumber + orderSeq - 1;
    const lines = items.map(([handle, qty]) => ({ ...variant(handle, shop), qty }));
    const subtotal = lines.reduce((s, l) => s + l.price * l.qty, 0);
    const free = subtotal >= (shop === 'glo' ? 399 : 120);
    const shipping = [{ title: free ? 'Безкоштовна доставка' : 'Доставка у відділення Нової пошти за тарифами перевізника (оплачує отримувач)', price: 0, code: free ? 'free' : 'postal' }];
    const created = now - daysAgo * DAY;
    const address = {
      first_name: 'Олена', last_name: 'Коваленко', address1: `${branch.kind} №${branch.number}: ${branch.address}`,
      phone: DEMO_PHONE, city: kyiv.name, province: kyiv.province, country: 'Ukraine', zip: '01001',
    };
    db.prepare(`INSERT INTO orders (id, order_number, name, customer_id, shop, financial_status, fulfillment_status, delivery_status,
      total_price, subtotal_price, shipping_price, currency, tags, note, payment_gateway_names, shipping_address, shipping_lines, transactions,
      payment_state, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'UAH', '', '', ?, ?, ?, ?, ?, ?, ?)`).run(
      id, number, `#${number}`, customerId(shop), shop,
      opts.paid ? 'paid' : 'pending', opts.delivered ? 'fulfilled' : null, opts.delivered ? 'delivered' : 'in_transit',
      subtotal, subtotal, JSON.stringify([opts.gateway]), JSON.stringify(address), JSON.stringify(shipping),
      JSON.stringify(opts.gateway === 'liqpay' ? [{ kind: 'sale', status: 'success', gateway: 'liqpay', amount: String(subtotal) }] : []),
      opts.gateway === 'liqpay' ? 'paid' : 'none', created, created,
    );
    const insLine = db.prepare(`INSERT INTO order_lines (order_id, product_id, variant_id, title, variant_title, quantity, price, xp_price, bonuses, pack_quantity)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    let xp = 0;
    for (const l of lines) {
      insLine.run(id, l.product_id, l.variant_id, l.title, l.vtitle, l.qty, l.price, l.xp_price, l.bonuses, l.quantity);
      xp += l.bonuses * l.qty;
    }
    if (opts.delivered && xp > 0) {
      addXp(shop, xp, 'order', `Нарахування за замовлення #${number}`, created + DAY, id);
    }
  };

  const insXp = db.prepare('INSERT INTO bonus_transactions (person_id, shop, amount, kind, description, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const addXp = (shop: Shop, amount: number, kind: string, description: string, at: number, orderId: number | null = null) =>
    insXp.run(personId, shop, amount, kind, description, orderId, at);

  addXp('glo', 500, 'welcome', 'Вітальний бонус за реєстрацію', now - 120 * DAY);
  addXp('ogo', 500, 'welcome', 'Вітальний бонус за реєстрацію', now - 120 * DAY);
  addOrder('glo', 40, [['glo-hyper-pro', 1], ['neo-dark-tobacco', 2]], { paid: true, gateway: 'liqpay', delivered: true });
  addOrder('glo', 15, [['neo-arctic-click', 3]], { paid: false, gateway: 'cash_on_delivery', delivered: true });
  addOrder('glo', 1, [['glo-case', 1]], { paid: false, gateway: 'cash_on_delivery', delivered: false });
  addOrder('ogo', 25, [['velo-freeze-max', 2], ['ogo-neo-dark-tobacco', 1]], { paid: true, gateway: 'liqpay', delivered: true });
  addXp('glo', 300, 'referral', 'Бонус за запрошеного друга', now - 30 * DAY);
  addXp('glo', -800, 'exchange', 'Обмін: Фірмова кепка glo', now - 10 * DAY);
  addXp('ogo', 100, 'quiz', 'Марафон знань', now - 8 * DAY);

  // Scans: some last month and some this month (Kyiv time), so get-scan-count has something to count.
  const monthStart = kyivMonthStart(now);
  const insScan = db.prepare('INSERT INTO scans (person_id, shop, code, product_title, xp, source, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const scanTitles = ['neo Dark Tobacco', 'neo Arctic Click', 'neo Ruby Boost', 'neo Golden Tobacco', 'Kent Nanotek Neo'];
  const scan = (shop: Shop, i: number, at: number) => {
    const title = scanTitles[i % scanTitles.length]!;
    const sid = Number(insScan.run(personId, shop, `DEMO${shop.toUpperCase()}${String(i).padStart(6, '0')}`, title, 10, i % 4 === 0 ? 'multi' : 'camera', at).lastInsertRowid);
    db.prepare('INSERT INTO bonus_transactions (person_id, shop, amount, kind, description, scan_id, created_at) VALUES (?, ?, 10, ?, ?, ?, ?)').run(
      personId, shop, 'scan', `Сканування: ${title}`, sid, at,
    );
  };
  for (let i = 0; i < 6; i++) scan('glo', i, monthStart - (i + 1) * 2 * DAY);
  const span = Math.max(now - monthStart, 60_000);
  for (let i = 0; i < 5; i++) scan('glo', 100 + i, monthStart + Math.floor((span * (i + 1)) / 6));
  for (let i = 0; i < 3; i++) scan('ogo', 200 + i, monthStart + Math.floor((span * (i + 1)) / 4));

  // Devices, certificates, referrals, offline purchases.
  db.prepare('INSERT INTO customer_devices (person_id, model_id, serial, purchased_at, created_at) VALUES (?, 1, ?, ?, ?)').run(
    personId, 'GHP-DEMO-0001', new Date(now - 40 * DAY).toISOString().slice(0, 10), now - 38 * DAY,
  );
  db.prepare('INSERT INTO cert_accounts (person_id, email, first_name, last_name, created_at) VALUES (?, ?, ?, ?, ?)').run(
    personId, 'olena.demo@example.com', 'Олена', 'Коваленко', now - 60 * DAY,
  );
  db.prepare(`INSERT INTO certificates (person_id, shop, partner_id, nominal, xp_cost, code, status, expires_at, created_at)
    VALUES (?, 'glo', 4, 200, 2000, 'SLP-4821-7730', 'active', ?, ?)`).run(personId, now + 60 * DAY, now - 30 * DAY);
  addXp('glo', -2000, 'certificate', 'Сертифікат Сільпо на 200 грн', now - 30 * DAY);
  const insRef = db.prepare('INSERT INTO referrals (referrer_person_id, referred_name, referred_phone, status, xp, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  insRef.run(personId, 'Андрій М.', '380671110001', 'completed', 300, now - 31 * DAY);
  insRef.run(personId, 'Ірина С.', '380671110002', 'registered', 0, now - 5 * DAY);
  const insOffline = db.prepare('INSERT INTO offline_orders (person_id, shop, number, store, total, items, purchased_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  insOffline.run(personId, 'glo', 'OFF-20431', 'Фірмовий магазин, Київ, вул. Хрещатик, 22', 1404,
    JSON.stringify([{ title: 'glo hyper pro', quantity: 1, price: 1299 }, { title: 'neo Dark Tobacco', quantity: 1, price: 105 }]), now - 18 * DAY);
  insOffline.run(personId, 'ogo', 'OFF-31877', 'Фірмовий магазин, Львів, просп. Свободи, 15', 350,
    JSON.stringify([{ title: 'VELO Freeze Max', quantity: 2, price: 175 }]), now - 9 * DAY);
}
