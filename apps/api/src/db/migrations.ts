import type { Database } from './database.ts';

export interface Migration {
  id: number;
  name: string;
  /** The step in SQLite's SQL. */
  up: string;
  /**
   * The same step for PostgreSQL; when absent it is `up` with SQLite's column types mapped
   * (toPostgres), which refuses SQLite-only syntax so a step that needs its own text gets one.
   */
  postgres?: string | ((sqlite: string) => string);
}

/**
 * Numbered, append-only. A step that has run is recorded in `schema_migrations` and never runs
 * again; change the schema by adding a step, never by editing one that may have run somewhere.
 * Every step exists for both dialects (docs/adr/0021).
 */
export const migrations: Migration[] = [
  {
    id: 1,
    name: 'core schema',
    up: `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- One person (a phone) has one customer record per brand shop (spec §3).
-- confirmed = 0 between create-customer and reg-auth.
CREATE TABLE persons (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE,
  confirmed INTEGER NOT NULL DEFAULT 1,
  velo_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL CHECK (shop IN ('glo','ogo')),
  first_name TEXT,
  last_name TEXT,
  email TEXT,
  phone TEXT NOT NULL,
  note TEXT,
  tags TEXT NOT NULL DEFAULT '',
  member_code TEXT UNIQUE,
  delivery_address TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (person_id, shop)
);
CREATE INDEX customers_email ON customers(email);
CREATE TABLE metafields (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  type TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (customer_id, namespace, key)
);

-- SMS / e-mail codes: only a salted hash is kept. purpose: login, registration, email, cert-pin.
CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  salt TEXT NOT NULL,
  payload TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER,
  superseded INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone ON sms_codes(phone, purpose, created_at);
-- Development only: what a real SMS gateway would have delivered (never written in production mode).
CREATE TABLE dev_inbox (
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (phone, purpose)
);

-- Opaque tokens, stored hashed. kind: auth (bearer), ogo, cert, pin, feedback, bat, ipost, sso.
CREATE TABLE tokens (
  hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  data TEXT
);
CREATE INDEX tokens_person ON tokens(person_id, kind);

-- One-time brand-switch handoffs (single use, 60 s).
CREATE TABLE handoffs (
  hash TEXT PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  target_shop TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Generic idempotency record for XP-spending / crediting calls (scan code, exchange).
CREATE TABLE idempotency (
  scope TEXT NOT NULL,
  person_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (scope, person_id, key)
);

-- Catalogue.
CREATE TABLE collections (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  shop TEXT NOT NULL,
  title TEXT NOT NULL,
  is_bonus INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL,
  handle TEXT NOT NULL,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  product_type TEXT NOT NULL DEFAULT '',
  vendor TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '',
  price REAL NOT NULL,
  compare_at_price REAL,
  xp_price INTEGER NOT NULL DEFAULT 0,
  bonuses INTEGER NOT NULL DEFAULT 0,
  quantity INTEGER NOT NULL DEFAULT 1,
  color TEXT NOT NULL DEFAULT '#444444',
  available INTEGER NOT NULL DEFAULT 1,
  UNIQUE (shop, handle)
);
CREATE TABLE product_collections (
  product_id INTEGER NOT NULL REFERENCES products(id),
  collection_id INTEGER NOT NULL REFERENCES collections(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (collection_id, product_id)
);
CREATE INDEX product_collections_product ON product_collections(product_id);
CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  title TEXT NOT NULL,
  sku TEXT NOT NULL,
  price REAL NOT NULL,
  compare_at_price REAL,
  xp_price INTEGER NOT NULL DEFAULT 0,
  quantity INTEGER NOT NULL DEFAULT 1,
  color TEXT,
  available INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX variants_product ON variants(product_id);

-- Orders. The idempotency key is unique per customer, so two requests with one key end in one row.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_number INTEGER NOT NULL UNIQUE,
  name TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  idempotency_key TEXT,
  request_hash TEXT,
  financial_status TEXT NOT NULL,
  fulfillment_status TEXT,
  total_price REAL NOT NULL,
  xp_total INTEGER NOT NULL DEFAULT 0,
  bonuses_total INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL DEFAULT 'UAH',
  tags TEXT NOT NULL DEFAULT '',
  note TEXT,
  payment_gateway_names TEXT NOT NULL DEFAULT '[]',
  shipping_address TEXT,
  shipping_lines TEXT NOT NULL DEFAULT '[]',
  transactions TEXT NOT NULL DEFAULT '[]',
  metafields TEXT NOT NULL DEFAULT '[]',
  payment_state TEXT NOT NULL DEFAULT 'none',
  link_requests INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (customer_id, idempotency_key)
);
CREATE INDEX orders_customer ON orders(customer_id, created_at);
CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER,
  variant_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  price REAL NOT NULL,
  xp_price INTEGER NOT NULL DEFAULT 0,
  bonuses INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX order_lines_order ON order_lines(order_id);
CREATE TABLE payments (
  hash TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX payments_order ON payments(order_id);
CREATE TABLE ipost_addresses (
  id INTEGER PRIMARY KEY,
  shipment_id TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  city_id TEXT NOT NULL,
  street TEXT NOT NULL,
  flat TEXT NOT NULL DEFAULT '',
  delivery_date TEXT NOT NULL,
  delivery_time_from TEXT NOT NULL,
  delivery_time_to TEXT NOT NULL,
  comment TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE TABLE phone_calls (
  id INTEGER PRIMARY KEY,
  person_id INTEGER,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE promo_uses (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  order_id INTEGER,
  shop_domain TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  UNIQUE (person_id, code)
);

-- Delivery directory.
CREATE TABLE cities (
  city_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  province TEXT NOT NULL,
  area TEXT NOT NULL,
  region TEXT NOT NULL DEFAULT '',
  delivery_city_id TEXT NOT NULL,
  popular_rank INTEGER,
  ipost_available INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE branches (
  id TEXT PRIMARY KEY,
  city_id TEXT NOT NULL REFERENCES cities(city_id),
  number INTEGER NOT NULL,
  kind TEXT NOT NULL,
  address TEXT NOT NULL,
  UNIQUE (city_id, number)
);

-- XP ledger per person and brand. kind follows the contract: scan, purchase, exchange, referral,
-- marathon, certificate, adjustment.
CREATE TABLE bonus_transactions (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  amount INTEGER NOT NULL,
  kind TEXT NOT NULL,
  description TEXT NOT NULL,
  order_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX bonus_person ON bonus_transactions(person_id, shop, created_at);

CREATE TABLE scans (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  code TEXT,
  status TEXT NOT NULL,
  coins INTEGER NOT NULL,
  source TEXT NOT NULL,
  upload_uuid TEXT,
  scanned_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX scans_person ON scans(person_id, shop, created_at);
CREATE UNIQUE INDEX scans_code_accepted ON scans(code) WHERE status = 'accepted';
CREATE TABLE scan_managers (
  person_id INTEGER PRIMARY KEY,
  shopify_id INTEGER NOT NULL,
  manager TEXT NOT NULL,
  manager_from TEXT NOT NULL,
  brand TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Certificates.
CREATE TABLE cert_categories (id INTEGER PRIMARY KEY, title TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE cert_partners (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES cert_categories(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  nominals TEXT NOT NULL,
  xp_per_uah INTEGER NOT NULL DEFAULT 10,
  color TEXT NOT NULL DEFAULT '#333333'
);
CREATE TABLE cert_accounts (
  person_id INTEGER PRIMARY KEY REFERENCES persons(id),
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
-- The PIN is kept hashed; a new PIN waits (pending_*) until its SMS code is entered.
CREATE TABLE cert_pins (
  person_id INTEGER PRIMARY KEY REFERENCES persons(id),
  pin_hash TEXT,
  salt TEXT,
  pending_hash TEXT,
  pending_salt TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE TABLE certificates (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  partner_id INTEGER NOT NULL REFERENCES cert_partners(id),
  amount REAL NOT NULL,
  xp_cost INTEGER NOT NULL,
  code TEXT NOT NULL,
  status TEXT NOT NULL,
  expires_at INTEGER,
  created_at INTEGER NOT NULL
);

-- Feedback.
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  order_ref TEXT NOT NULL,
  offline INTEGER NOT NULL DEFAULT 0,
  rating INTEGER NOT NULL,
  text TEXT NOT NULL DEFAULT '',
  photos TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  UNIQUE (person_id, shop, offline, order_ref)
);
CREATE TABLE offline_orders (
  id INTEGER PRIMARY KEY,
  ref TEXT NOT NULL UNIQUE,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  store TEXT NOT NULL,
  total REAL NOT NULL,
  items TEXT NOT NULL DEFAULT '[]',
  purchased_at INTEGER NOT NULL
);
CREATE TABLE import_runs (person_id INTEGER NOT NULL, shop TEXT NOT NULL, created_at INTEGER NOT NULL);

-- Devices.
CREATE TABLE device_models (id INTEGER PRIMARY KEY, shop TEXT NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL, warranty_months INTEGER NOT NULL);
CREATE TABLE customer_devices (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  serial TEXT NOT NULL UNIQUE COLLATE NOCASE,
  model TEXT NOT NULL,
  name TEXT,
  purchased_at TEXT,
  created_at INTEGER NOT NULL
);

-- Content. kind: page | news.
CREATE TABLE pages (
  id TEXT NOT NULL,
  shop TEXT NOT NULL,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT,
  body TEXT NOT NULL,
  image TEXT,
  published_at INTEGER NOT NULL,
  PRIMARY KEY (shop, id)
);
CREATE TABLE faq (id INTEGER PRIMARY KEY, shop TEXT NOT NULL, topic TEXT NOT NULL, title TEXT NOT NULL, text TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE messages (shop TEXT NOT NULL, kind TEXT NOT NULL, text TEXT, PRIMARY KEY (shop, kind));

CREATE TABLE exchange_products (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  xp_price INTEGER NOT NULL,
  active INTEGER NOT NULL,
  stock INTEGER NOT NULL DEFAULT 0,
  color TEXT NOT NULL
);
CREATE TABLE exchanges (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL,
  shop TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  price_xp INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE marathons (
  id TEXT PRIMARY KEY,
  shop TEXT NOT NULL,
  title TEXT NOT NULL,
  description_html TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  pass_ratio REAL NOT NULL DEFAULT 0.6,
  xp_per_correct INTEGER NOT NULL DEFAULT 20
);
CREATE TABLE quiz_questions (
  id TEXT PRIMARY KEY,
  marathon_id TEXT NOT NULL REFERENCES marathons(id),
  position INTEGER NOT NULL,
  text TEXT NOT NULL,
  multiple INTEGER NOT NULL DEFAULT 0,
  options TEXT NOT NULL,
  correct TEXT NOT NULL
);
CREATE TABLE quiz_results (
  person_id INTEGER NOT NULL,
  marathon_id TEXT NOT NULL,
  correct INTEGER NOT NULL,
  total INTEGER NOT NULL,
  passed INTEGER NOT NULL,
  xp_awarded INTEGER NOT NULL,
  answers TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (person_id, marathon_id)
);

CREATE TABLE subscription_plans (
  id TEXT PRIMARY KEY,
  shop TEXT NOT NULL,
  title TEXT NOT NULL,
  price REAL NOT NULL,
  period_days INTEGER NOT NULL
);
CREATE TABLE subscriptions (
  person_id INTEGER NOT NULL,
  shop TEXT NOT NULL,
  plan_id TEXT NOT NULL REFERENCES subscription_plans(id),
  status TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  next_delivery_at TEXT,
  PRIMARY KEY (person_id, shop)
);
CREATE TABLE subscription_events (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL,
  shop TEXT NOT NULL,
  type TEXT NOT NULL,
  description TEXT NOT NULL,
  order_id INTEGER,
  amount REAL,
  created_at INTEGER NOT NULL
);

-- Referrals.
CREATE TABLE referrals (
  id INTEGER PRIMARY KEY,
  referrer_person_id INTEGER NOT NULL,
  shop TEXT NOT NULL,
  referred_name TEXT NOT NULL,
  status TEXT NOT NULL,
  reward_xp INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

-- Analytics events, bot statistics, marketing contacts: stored only.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  person_id INTEGER,
  name TEXT,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`,
    // Serials are unique whatever their case: SQLite's NOCASE column, an index on lower() here.
    postgres: (sqlite) =>
      toPostgres(sqlite.replace('serial TEXT NOT NULL UNIQUE COLLATE NOCASE', 'serial TEXT NOT NULL')) +
      '\nCREATE UNIQUE INDEX customer_devices_serial ON customer_devices (lower(serial));\n',
  },
  {
    id: 7,
    name: 'abuse counters',
    up: `
-- Events the abuse limits count in a sliding window: codes sent per client address, wrong codes
-- per phone, made-up pack codes per person.
CREATE TABLE abuse_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX abuse_events_window ON abuse_events (kind, subject, created_at);
`,
  },
  {
    // Velo gift offers (spec §9: 1 or 2 gifts by offer). The server grants them; an order that
    // takes the gifts redeems its offer, so a gift cannot be claimed twice.
    id: 8,
    name: 'velo gift offers',
    up: `
CREATE TABLE velo_gift_offers (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  gifts INTEGER NOT NULL CHECK (gifts IN (1, 2)),
  source TEXT NOT NULL,
  order_id INTEGER REFERENCES orders(id),
  created_at INTEGER NOT NULL,
  redeemed_at INTEGER
);
CREATE INDEX velo_gift_offers_person ON velo_gift_offers(person_id, shop, order_id);
-- The server's figures of each order (OrderQuote), so a replay answers what was charged.
ALTER TABLE orders ADD COLUMN quote TEXT;
`,
  },
  {
    // Lookups by person that scanned the whole table, a cost that grows with every customer's
    // records (test/query-plans.test.ts keeps it so). The e-mail checks compare lower(email), which
    // the plain index on email never served; member codes are matched without case. (Orders are
    // found through their customer record, which has its index already.)
    id: 9,
    name: 'indexes for per-person lookups',
    up: `
CREATE INDEX certificates_person ON certificates(person_id, created_at);
CREATE INDEX customer_devices_person ON customer_devices(person_id, created_at);
CREATE INDEX offline_orders_person ON offline_orders(person_id, shop, purchased_at);
CREATE INDEX import_runs_person ON import_runs(person_id, shop, created_at);
CREATE INDEX handoffs_person ON handoffs(person_id, created_at);
CREATE INDEX referrals_referrer ON referrals(referrer_person_id, shop, created_at);
CREATE INDEX subscription_events_person ON subscription_events(person_id, shop, created_at);
DROP INDEX customers_email;
CREATE INDEX customers_email ON customers(lower(email));
CREATE INDEX customers_member_code ON customers(member_code COLLATE NOCASE);
-- Every order and quote asks for the person's best open gift offer: read it in index order
-- instead of sorting the offers each time.
DROP INDEX velo_gift_offers_person;
CREATE INDEX velo_gift_offers_open ON velo_gift_offers(person_id, shop, order_id, gifts DESC, id);
`,
    postgres: (sqlite) => toPostgres(sqlite.replace('customers(member_code COLLATE NOCASE)', 'customers (lower(member_code))')),
  },
  {
    // Multi-scan photos wait here until a recognition service has read them (services/recognition.ts):
    // XP only for the codes it returns. The image is kept while pending, dropped once read.
    id: 10,
    name: 'multi-scan uploads',
    up: `
CREATE TABLE scan_uploads (
  uuid TEXT PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  mime TEXT NOT NULL,
  image TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'recognised')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  recognised_at INTEGER
);
CREATE INDEX scan_uploads_person ON scan_uploads(person_id, created_at);
CREATE INDEX scan_uploads_pending ON scan_uploads(status, created_at);
-- A read photo's pending history entry is found by its upload.
CREATE INDEX scans_upload ON scans(upload_uuid);
`,
  },
  {
    // PostgreSQL: instances place orders at the same time, so a new order's id and number come
    // from sequences (MAX + 1 would hand two orders the same one); SQLite's one writer counts on
    // from the table (repositories/orders.ts).
    id: 11,
    name: 'order id and number sequences',
    up: '',
    postgres: `
CREATE SEQUENCE order_ids START WITH 5100000000001;
CREATE SEQUENCE order_numbers START WITH 1001;
`,
  },
  {
    // The development inbox answers the code "sent" last; two sent within one millisecond (a
    // test's fake clock) were told apart by SQLite's row order only, which PostgreSQL does not keep.
    id: 12,
    name: 'dev inbox order of sending',
    up: 'ALTER TABLE dev_inbox ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;',
  },
];

/**
 * SQLite's DDL as PostgreSQL's: an INTEGER PRIMARY KEY gets its ids from an identity (given ids
 * are still accepted), INTEGER is BIGINT (the ids pass 2^31) and REAL is DOUBLE PRECISION.
 */
export function toPostgres(sqlite: string): string {
  if (/COLLATE\s+NOCASE|AUTOINCREMENT|INSERT\s+OR\s|PRAGMA/i.test(sqlite)) {
    throw new Error('migration uses SQLite-only SQL: give it a postgres text');
  }
  return sqlite
    .replace(/\bINTEGER PRIMARY KEY\b/g, 'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY')
    .replace(/\bINTEGER\b/g, 'BIGINT')
    .replace(/\bREAL\b/g, 'DOUBLE PRECISION');
}

const textOf = (m: Migration, dialect: Database['dialect']): string => {
  if (dialect === 'sqlite') return m.up;
  if (typeof m.postgres === 'function') return m.postgres(m.up);
  return m.postgres ?? toPostgres(m.up);
};

/** Applies the steps not recorded yet, each in its own transaction; returns their ids. Run under the start-up lock. */
export async function migrate(db: Database): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set((await db.prepare<[], { id: number }>('SELECT id FROM schema_migrations').all()).map((r) => r.id));
  const record = db.prepare<[number, string, string]>('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(m.id)) continue;
    await db.transaction(async () => {
      const text = textOf(m, db.dialect);
      if (text.trim() !== '') await db.exec(text);
      await record.run(m.id, m.name, new Date().toISOString());
    });
    applied.push(m.id);
  }
  return applied;
}
