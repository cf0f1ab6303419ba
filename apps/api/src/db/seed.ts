import type { Database } from './database.ts';
import { createHash, randomUUID } from 'node:crypto';
import type { Clock } from '../lib/clock.ts';
import { COLLECTIONS, GLO_PRODUCTS, OGO_PRODUCTS, type SeedProduct, type Shop } from './seed-catalogue.ts';
import { CITIES } from './seed-directory.ts';
import {
  CERT_CATEGORIES,
  CERT_PARTNERS,
  DEVICE_MODELS,
  EXCHANGE_PRODUCTS,
  faqFor,
  MESSAGES,
  PLANS,
  QUIZ,
  pagesFor,
} from './seed-content.ts';
import { DEMO_PHONE, ID_BASE, NEXT_ORDER_IDS } from './ids.ts';
import { kyivMonthStart, kyivDate } from '../lib/time.ts';
import { makePackCode } from '../lib/pack-code.ts';
import { makeSerial } from '../lib/device-serial.ts';
import { EARN_RULES, FREE_DELIVERY_THRESHOLDS, PACK_TAG, priceOrder } from '@cx/shared-util-pricing';

export const SEED_VERSION = '1';
const DAY = 86_400_000;
const SHOPS: Shop[] = ['glo', 'ogo'];

/** A stable UUID-shaped id derived from a name, so seeded ids never change between runs. */
export function stableUuid(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Idempotent: runs once per database (recorded in meta.seed_version). */
export async function seed(db: Database, clock: Clock): Promise<boolean> {
  const row = await db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'seed_version'").get();
  if (row) return false;
  await db.transaction(async () => {
    const now = clock.now();
    await seedCatalogue(db);
    await seedDirectory(db);
    await seedContent(db, now);
    await seedDemoCustomer(db, now);
    await db.prepare("INSERT INTO meta (key, value) VALUES ('seed_version', ?)").run(SEED_VERSION);
    await db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date(now).toISOString());
  });
  return true;
}

async function seedCatalogue(db: Database): Promise<void> {
  const insCollection = db.prepare(
    'INSERT INTO collections (id, handle, shop, title, is_bonus, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const collectionIds = new Map<string, number>();
  for (const [i, c] of COLLECTIONS.entries()) {
    const id = ID_BASE.collection + i + 1;
    collectionIds.set(c.handle, id);
    await insCollection.run(id, c.handle, c.shop, c.title, c.isBonus ? 1 : 0, i);
  }

  const insProduct = db.prepare(`INSERT INTO products
    (id, shop, handle, title, subtitle, description, product_type, vendor, tags, price, compare_at_price, xp_price, bonuses, quantity, color)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insVariant = db.prepare(`INSERT INTO variants (id, product_id, title, sku, price, compare_at_price, xp_price, quantity, color, position)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insLink = db.prepare('INSERT INTO product_collections (product_id, collection_id, position) VALUES (?, ?, ?)');
  const positions = new Map<string, number>();
  let variantId = ID_BASE.variant;

  const addAll = async (shop: Shop, products: SeedProduct[]) => {
    for (const [i, p] of products.entries()) {
      const id = ID_BASE.product[shop] + i + 1;
      await insProduct.run(
        id, shop, p.handle, p.title, p.subtitle, p.description, p.type, p.vendor, p.tags.join(', '), p.price,
        // bonuses 0: what a purchase earns is the brand's earn rule (the column predates it).
        p.compareAtPrice ?? null, p.xpPrice ?? 0, 0, p.quantity, p.color,
      );
      for (const [j, v] of p.variants.entries()) {
        variantId += 1;
        const price = v.price ?? p.price;
        const compare = j === 0 && p.compareAtPrice ? p.compareAtPrice : null;
        await insVariant.run(variantId, id, v.title, `${p.handle}-${j + 1}`.toUpperCase(), price, compare, v.xpPrice ?? p.xpPrice ?? 0, v.quantity ?? p.quantity, v.color ?? null, j);
      }
      for (const list of p.lists) {
        const cid = collectionIds.get(list);
        if (!cid) throw new Error(`seed: unknown list ${list}`);
        const pos = positions.get(list) ?? 0;
        positions.set(list, pos + 1);
        await insLink.run(id, cid, pos);
      }
    }
  };
  await addAll('glo', GLO_PRODUCTS);
  await addAll('ogo', OGO_PRODUCTS);
}

async function seedDirectory(db: Database): Promise<void> {
  const insCity = db.prepare(`INSERT INTO cities (city_id, name, province, area, region, delivery_city_id, popular_rank, ipost_available)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insBranch = db.prepare('INSERT INTO branches (id, city_id, number, kind, address) VALUES (?, ?, ?, ?, ?)');
  for (const c of CITIES) {
    const cityId = stableUuid(`city:${c.key}`);
    await insCity.run(cityId, c.name, `${c.area} область`, c.area, c.region, stableUuid(`delivery-city:${c.key}`), c.popularRank ?? null, c.ipost ? 1 : 0);
    for (let n = 1; n <= c.branches; n++) {
      const street = c.streets[(n - 1) % c.streets.length] ?? 'вул. Центральна';
      const house = ((n * 7 + c.name.length * 3) % 140) + 1;
      const kind = n % 5 === 0 ? 'Поштомат' : n % 3 === 0 ? 'Вантажне відділення' : 'Відділення';
      await insBranch.run(stableUuid(`branch:${c.key}:${n}`), cityId, n, kind, `${street}, ${house}`);
    }
  }
}

async function seedContent(db: Database, now: number): Promise<void> {
  const insCat = db.prepare('INSERT INTO cert_categories (id, title, position) VALUES (?, ?, ?)');
  for (const [i, c] of CERT_CATEGORIES.entries()) await insCat.run(c.id, c.title, i);
  const insPartner = db.prepare(
    'INSERT INTO cert_partners (id, category_id, name, description, nominals, xp_per_uah, color) VALUES (?, ?, ?, ?, ?, 10, ?)',
  );
  for (const [i, p] of CERT_PARTNERS.entries()) await insPartner.run(i + 1, p.categoryId, p.name, p.description, JSON.stringify(p.nominals), p.color);

  const insPage = db.prepare('INSERT INTO pages (id, shop, kind, title, summary, body, image, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const insFaq = db.prepare('INSERT INTO faq (shop, topic, title, text, position) VALUES (?, ?, ?, ?, ?)');
  const insMsg = db.prepare('INSERT INTO messages (shop, kind, text) VALUES (?, ?, ?)');
  const insMarathon = db.prepare(
    'INSERT INTO marathons (id, shop, title, description_html, starts_at, ends_at, pass_ratio, xp_per_correct) VALUES (?, ?, ?, ?, ?, ?, 0.6, 20)',
  );
  const insQuestion = db.prepare(
    'INSERT INTO quiz_questions (id, marathon_id, position, text, multiple, options, correct) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insPlan = db.prepare('INSERT INTO subscription_plans (id, shop, title, price, period_days) VALUES (?, ?, ?, ?, ?)');
  for (const shop of SHOPS) {
    for (const p of pagesFor(shop)) {
      await insPage.run(p.id, shop, p.kind, p.title, p.summary, p.body, p.image ? `/static/news/${p.id}.svg` : null, now - p.daysAgo * DAY);
    }
    for (const [i, f] of faqFor(shop).entries()) await insFaq.run(shop, f.topic, f.title, f.text, i);
    for (const m of MESSAGES) await insMsg.run(shop, m.kind, m.text);
    // The marathon runs a year either side of the seed, so it is active whenever the demo runs.
    const marathonId = `${shop}-marathon-1`;
    await insMarathon.run(marathonId, shop, 'Марафон знань', `<p>П’ять питань про продукти ${shop === 'glo' ? 'glo' : "o'go"}. Правильна відповідь — 20 XP.</p>`, now - 30 * DAY, now + 365 * DAY);
    for (const [i, q] of QUIZ.entries()) {
      const options = q.options.map((text, j) => ({ id: `o${j + 1}`, text }));
      await insQuestion.run(`${marathonId}-q${i + 1}`, marathonId, i, q.text, q.correct.length > 1 ? 1 : 0, JSON.stringify(options), JSON.stringify(q.correct.map((j) => `o${j + 1}`)));
    }
    for (const [i, p] of PLANS.entries()) await insPlan.run(`${shop}-plan-${i + 1}`, shop, p.title, p.price, p.periodDays);
  }
  const insModel = db.prepare('INSERT INTO device_models (id, shop, name, description, warranty_months) VALUES (?, ?, ?, ?, ?)');
  for (const [i, d] of DEVICE_MODELS.entries()) await insModel.run(i + 1, d.shop, d.name, d.description, d.warrantyMonths);
  const insEx = db.prepare('INSERT INTO exchange_products (id, shop, title, description, xp_price, active, stock, color) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  for (const [i, e] of EXCHANGE_PRODUCTS.entries()) await insEx.run(i + 1, e.shop, e.title, e.description, e.xpPrice, e.active ? 1 : 0, e.stock, e.color);
}

export interface PersonSeed {
  phone: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  note?: string | null;
  ageVerified: boolean;
  confirmed: boolean;
  veloId?: number | null;
  memberCodes?: { glo: string; ogo: string };
}

/**
 * Creates the person and both brand customers if the phone is new. Runs inside a transaction:
 * customer ids count on per brand, so concurrent registrations on PostgreSQL take turns.
 */
export async function ensurePerson(db: Database, now: number, p: PersonSeed): Promise<{ personId: number; created: boolean }> {
  // First the lock, then the look: a phone registered at the same moment elsewhere is found.
  await db.lock('customer-ids');
  const existing = await db.prepare<[string], { id: number }>('SELECT id FROM persons WHERE phone = ?').get(p.phone);
  if (existing) return { personId: existing.id, created: false };
  const inserted = await db
    .prepare<[string, number, number | null, number], { id: number }>('INSERT INTO persons (phone, confirmed, velo_id, created_at) VALUES (?, ?, ?, ?) RETURNING id')
    .get(p.phone, p.confirmed ? 1 : 0, p.veloId ?? null, now);
  const personId = Number(inserted?.id);
  for (const shop of SHOPS) {
    const id = await nextCustomerId(db, shop);
    await db.prepare(`INSERT INTO customers (id, person_id, shop, first_name, last_name, email, phone, note, tags, member_code, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      id, personId, shop, p.firstName, p.lastName, p.email, p.phone, p.note ?? null,
      p.ageVerified ? 'age_verified' : '', p.memberCodes?.[shop] ?? null, now, now,
    );
    if (p.ageVerified) {
      await db.prepare(`INSERT INTO metafields (customer_id, namespace, key, value, type, created_at, updated_at)
        VALUES (?, ?, 'age_verified', 'true', 'boolean', ?, ?)`).run(id, shop === 'ogo' ? 'verification' : 'custom', now, now);
    }
  }
  return { personId, created: true };
}

export async function nextCustomerId(db: Database, shop: Shop): Promise<number> {
  const base = ID_BASE.customer[shop];
  const row = await db.prepare<[string], { m: number | null }>('SELECT MAX(id) AS m FROM customers WHERE shop = ?').get(shop);
  return Math.max(row?.m ?? base, base) + 1;
}

/** The configured test phones always exist (idempotent; phones may change between runs). */
export async function ensureTestPhones(db: Database, now: number, phones: string[]): Promise<void> {
  await db.transaction(async () => {
    for (const [i, phone] of phones.entries()) {
      await ensurePerson(db, now, {
        phone,
        firstName: 'Тест',
        lastName: i === 0 ? 'Перший' : `Номер ${i + 1}`,
        email: `test${i + 1}@example.com`,
        // The first test phone is age verified, the others are not (orders get the pre-order tag).
        ageVerified: i === 0,
        confirmed: true,
      });
    }
    // The first test phone may take two velo gifts on o'go once (the gift flow can be tried end to end).
    const first = phones[0] ? await db.prepare<[string], { id: number }>('SELECT id FROM persons WHERE phone = ?').get(phones[0]) : undefined;
    if (first && !(await db.prepare<[number]>('SELECT 1 FROM velo_gift_offers WHERE person_id = ?').get(first.id))) {
      await db.prepare("INSERT INTO velo_gift_offers (person_id, shop, gifts, source, created_at) VALUES (?, 'ogo', 2, 'test-phone', ?)").run(first.id, now);
    }
  });
}

async function seedDemoCustomer(db: Database, now: number): Promise<void> {
  const { personId } = await ensurePerson(db, now, {
    phone: DEMO_PHONE,
    firstName: 'Олена',
    lastName: 'Коваленко',
    email: 'olena.demo@example.com',
    note: 'Демо-клієнт',
    ageVerified: true,
    confirmed: true,
    veloId: 7_300_000_000_001,
    memberCodes: { glo: 'REW-OLEN', ogo: 'REW-OKOV' },
  });
  const insXp = db.prepare('INSERT INTO bonus_transactions (person_id, shop, amount, kind, description, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const demo: Demo = {
    db,
    now,
    personId,
    addXp: (shop, amount, kind, description, at, orderId = null) => insXp.run(personId, shop, amount, kind, description, orderId, at),
  };
  await seedDemoOrders(demo);
  await seedDemoScans(demo);
  await seedDemoServices(demo);
}

/** What the parts of the demo customer's history share. */
interface Demo {
  db: Database;
  now: number;
  personId: number;
  addXp: (shop: Shop, amount: number, kind: string, description: string, at: number, orderId?: number | null) => Promise<unknown>;
}

/** The saved delivery address, orders in both brands and the XP that came with them. */
async function seedDemoOrders({ db, now, personId, addXp }: Demo): Promise<void> {
  const customers = await db.prepare<[number], { id: number; shop: Shop }>('SELECT id, shop FROM customers WHERE person_id = ?').all(personId);
  const customerId = (shop: Shop) => customers.find((c) => c.shop === shop)?.id ?? 0;

  const kyiv = (await db.prepare<[], { city_id: string; name: string; province: string }>("SELECT city_id, name, province FROM cities WHERE name = 'Київ'").get())!; // eslint-disable-line @typescript-eslint/no-non-null-assertion -- seeded just before
  const branch = (await db.prepare<[string], { id: string; number: number; kind: string; address: string }>('SELECT id, number, kind, address FROM branches WHERE city_id = ? AND number = 3').get(kyiv.city_id))!; // eslint-disable-line @typescript-eslint/no-non-null-assertion -- seeded just before
  const saved = { type: 1, city: { city_id: kyiv.city_id, label: kyiv.name, province: kyiv.province }, branch: { id: branch.id, label: `${branch.kind} №${branch.number}`, meta: { number: String(branch.number) } } };
  await db.prepare('UPDATE customers SET delivery_address = ? WHERE person_id = ?').run(JSON.stringify(saved), personId);

  type VariantFacts = { variant_id: number; price: number; vtitle: string; pieces: number; product_id: number; title: string; xp_price: number; pack_pieces: number; tags: string };
  const variantOf = db.prepare<[string, string, number], VariantFacts>(`SELECT v.id AS variant_id, v.price, v.title AS vtitle, v.quantity AS pieces, p.id AS product_id, p.title, p.xp_price,
        p.quantity AS pack_pieces, p.tags
      FROM variants v JOIN products p ON p.id = v.product_id WHERE p.handle = ? AND p.shop = ? ORDER BY v.position LIMIT 1 OFFSET ?`);
  const variant = async (handle: string, shop: Shop, position: number) => (await variantOf.get(handle, shop, position)) as VariantFacts;
  // The demo's orders take their ids and numbers as the API's do (sequences on PostgreSQL).
  const nextIds = db.prepare<[number, number], { n: number; id: number }>(NEXT_ORDER_IDS);
  const insOrder = db.prepare(`INSERT INTO orders (id, order_number, name, customer_id, person_id, shop, financial_status, fulfillment_status,
      total_price, bonuses_total, currency, tags, note, payment_gateway_names, shipping_address, shipping_lines, transactions,
      payment_state, quote, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'UAH', 'pwa', '', ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insLine = db.prepare('INSERT INTO order_lines (order_id, product_id, variant_id, title, quantity, price, xp_price, bonuses) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');

  /** A past order priced by the rules the server prices new ones by, its figures kept with it. */
  const addOrder = async (shop: Shop, daysAgo: number, items: [handle: string, qty: number, position?: number][], opts: { card: boolean; delivered: boolean }) => {
    const next = (await nextIds.get(ID_BASE.firstOrderNumber - 1, ID_BASE.order)) as { n: number; id: number };
    const id = next.id;
    const number = next.n;
    const rows = [];
    for (const [handle, qty, position = 0] of items) rows.push({ ...(await variant(handle, shop, position)), qty });
    const quote = priceOrder({
      lines: rows.map((r) => ({
        variant: {
          variantId: r.variant_id,
          title: `${r.title} — ${r.vtitle}`,
          price: r.price,
          xpPrice: r.xp_price,
          pieces: r.pieces,
          piecesPerPack: r.tags.split(',').map((t) => t.trim()).includes(PACK_TAG) ? r.pack_pieces : null,
          tags: r.tags.split(',').map((t) => t.trim()),
        },
        quantity: r.qty,
        gift: false,
      })),
      promoCodes: [],
      deliveryType: 1,
      freeDeliveryThreshold: FREE_DELIVERY_THRESHOLDS[shop],
      earnRule: EARN_RULES[shop],
      customer: { ordersCount: 0, usedPromoCodes: [], giftsAvailable: 0, xpBalance: 0 },
    });
    const created = now - daysAgo * DAY;
    const address = {
      first_name: 'Олена', last_name: 'Коваленко', address1: `${branch.kind} №${branch.number}: ${branch.address}`,
      phone: DEMO_PHONE, city: kyiv.name, province: kyiv.province, country: 'Ukraine', zip: '01001',
    };
    const gateway = opts.card ? 'liqpay' : 'cash_on_delivery';
    const paid = opts.card || opts.delivered;
    await insOrder.run(
      id, number, `#${number}`, customerId(shop), personId, shop,
      paid ? 'paid' : 'pending', opts.delivered ? 'fulfilled' : null,
      quote.total, quote.xp_earned, JSON.stringify([gateway]), JSON.stringify(address), JSON.stringify([quote.shipping]),
      JSON.stringify([{ kind: 'sale', status: paid ? 'success' : 'pending', gateway, amount: quote.total }]),
      opts.card ? 'paid' : 'none', JSON.stringify(quote), created, created,
    );
    for (const [i, l] of quote.lines.entries()) await insLine.run(id, rows[i]?.product_id ?? null, l.variant_id, l.title, l.quantity, l.unit_price, rows[i]?.xp_price ?? 0, l.xp_earned);
    if (opts.delivered && quote.xp_earned > 0) await addXp(shop, quote.xp_earned, 'purchase', `Нарахування за замовлення #${number}`, created + 2 * DAY, id);
  };

  await addXp('glo', 5000, 'adjustment', 'Вітальний бонус за реєстрацію', now - 120 * DAY);
  await addXp('ogo', 1500, 'adjustment', 'Вітальний бонус за реєстрацію', now - 120 * DAY);
  await addOrder('glo', 40, [['glo-hyper-pro', 1], ['neo-dark-tobacco', 2]], { card: true, delivered: true });
  await addOrder('glo', 15, [['neo-arctic-click', 1, 1]], { card: false, delivered: true });
  await addOrder('glo', 1, [['glo-case', 1]], { card: false, delivered: false });
  await addOrder('ogo', 25, [['velo-freeze-max', 2], ['ogo-neo-dark-tobacco', 1]], { card: true, delivered: true });
  await addXp('glo', 300, 'referral', 'Бонус за запрошеного друга Андрій М.', now - 30 * DAY);
  await addXp('glo', -800, 'exchange', 'Обмін: Фірмова кепка glo', now - 10 * DAY);
  await addXp('ogo', 60, 'marathon', 'Марафон знань: 3 правильні відповіді', now - 8 * DAY);
}

async function seedDemoScans({ db, now, personId, addXp }: Demo): Promise<void> {
  // Scans: some last month and some this month (Kyiv time), so get-scan-count has something to count.
  const monthStart = kyivMonthStart(now);
  const insScan = db.prepare(`INSERT INTO scans (uuid, person_id, shop, code, status, coins, source, scanned_at, created_at)
    VALUES (?, ?, ?, ?, 'accepted', 10, ?, ?, ?)`);
  const scan = async (shop: Shop, i: number, at: number) => {
    const code = makePackCode(`DEMO${shop.toUpperCase()}${String(i).padStart(6, '0')}`);
    await insScan.run(randomUUID(), personId, shop, code, i % 4 === 0 ? 'image' : 'camera', at, at);
    await addXp(shop, 10, 'scan', `Сканування пачки ${code}`, at);
  };
  for (let i = 0; i < 6; i++) await scan('glo', i, monthStart - (i + 1) * 2 * DAY);
  // Older history, so the glo scan history has more than one page (20 per page).
  for (let i = 0; i < 25; i++) await scan('glo', 300 + i, monthStart - (20 + i * 4) * DAY);
  const span = Math.max(now - monthStart, 60_000);
  for (let i = 0; i < 5; i++) await scan('glo', 100 + i, monthStart + Math.floor((span * (i + 1)) / 6));
  for (let i = 0; i < 3; i++) await scan('ogo', 200 + i, monthStart + Math.floor((span * (i + 1)) / 4));
}

/** A device, a certificate, invited friends, store purchases and a subscription. */
async function seedDemoServices({ db, now, personId, addXp }: Demo): Promise<void> {
  // One device in each brand shop: each brand lists the devices registered with it (get-devices).
  const insDevice = db.prepare('INSERT INTO customer_devices (person_id, shop, serial, model, name, purchased_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  await insDevice.run(personId, 'glo', makeSerial('glo', 'HP', 'DEMO0001'), 'glo hyper pro', 'Мій glo hyper', kyivDate(now - 40 * DAY), now - 38 * DAY);
  await insDevice.run(personId, 'ogo', makeSerial('ogo', 'VP', 'DEMO0002'), 'Vuse ePod 2', 'Мій Vuse', kyivDate(now - 20 * DAY), now - 19 * DAY);
  await db.prepare('INSERT INTO cert_accounts (person_id, email, first_name, last_name, created_at) VALUES (?, ?, ?, ?, ?)').run(
    personId, 'olena.demo@example.com', 'Олена', 'Коваленко', now - 60 * DAY,
  );
  await db.prepare(`INSERT INTO certificates (person_id, shop, partner_id, amount, xp_cost, code, status, expires_at, created_at)
    VALUES (?, 'glo', 4, 200, 2000, 'SLP-4821-7730', 'active', ?, ?)`).run(personId, now + 60 * DAY, now - 30 * DAY);
  await addXp('glo', -2000, 'certificate', 'Сертифікат Сільпо на 200 грн', now - 30 * DAY);
  const insRef = db.prepare('INSERT INTO referrals (referrer_person_id, shop, referred_name, status, reward_xp, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  await insRef.run(personId, 'glo', 'Андрій М.', 'rewarded', 300, now - 31 * DAY);
  await insRef.run(personId, 'glo', 'Ірина С.', 'registered', 0, now - 5 * DAY);
  await insRef.run(personId, 'ogo', 'Максим Т.', 'ordered', 0, now - 3 * DAY);
  // A velo invite offer of two gifts, not yet taken (/shop/choose-velo).
  await db.prepare("INSERT INTO velo_gift_offers (person_id, shop, gifts, source, created_at) VALUES (?, 'ogo', 2, 'velo-invite', ?)").run(personId, now - 3 * DAY);
  const insOffline = db.prepare('INSERT INTO offline_orders (ref, person_id, shop, store, total, items, purchased_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  await insOffline.run('OFF-20431', personId, 'glo', 'Фірмовий магазин, Київ, вул. Хрещатик, 22', 1404,
    JSON.stringify([{ title: 'glo hyper pro', quantity: 1 }, { title: 'neo Dark Tobacco', quantity: 1 }]), now - 18 * DAY);
  await insOffline.run('OFF-20877', personId, 'glo', 'Фірмовий магазин, Львів, просп. Свободи, 15', 315,
    JSON.stringify([{ title: 'neo Arctic Click', quantity: 3 }]), now - 6 * DAY);
  await insOffline.run('OFF-31877', personId, 'ogo', 'Фірмовий магазин, Львів, просп. Свободи, 15', 350,
    JSON.stringify([{ title: 'VELO Freeze Max', quantity: 2 }]), now - 9 * DAY);

  // An active glo subscription with its history.
  await db.prepare('INSERT INTO subscriptions (person_id, shop, plan_id, status, started_at, next_delivery_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    personId, 'glo', 'glo-plan-1', 'active', now - 45 * DAY, kyivDate(now + 15 * DAY),
  );
  const insEvent = db.prepare('INSERT INTO subscription_events (person_id, shop, type, description, order_id, amount, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  await insEvent.run(personId, 'glo', 'created', 'Оформлено підписку «Старт»', null, null, now - 45 * DAY);
  await insEvent.run(personId, 'glo', 'charged', 'Оплата підписки', null, 525, now - 44 * DAY);
  await insEvent.run(personId, 'glo', 'delivered', 'Доставлено 5 пачок', null, null, now - 41 * DAY);
  await insEvent.run(personId, 'glo', 'charged', 'Оплата підписки', null, 525, now - 14 * DAY);
  await insEvent.run(personId, 'glo', 'delivered', 'Доставлено 5 пачок', null, null, now - 11 * DAY);
}
