import type Database from 'better-sqlite3';

export interface Migration {
  id: number;
  name: string;
  up: string | ((db: Database.Database) => void);
}

/**
 * Numbered, append-only. A step that has run is recorded in `schema_migrations` and never runs
 * again; change the schema by adding a step, never by editing one that may have run somewhere.
 */
export const migrations: Migration[] = [
  {
    id: 1,
    name: 'core schema',
    up: `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- One person (a phone) has one customer record per brand shop (spec §3).
CREATE TABLE persons (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL CHECK (shop IN ('glo','ogo')),
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  email TEXT,
  phone TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '',
  member_code TEXT UNIQUE,
  referred_by TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (person_id, shop)
);
CREATE INDEX customers_phone ON customers(phone);
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

-- OTP codes: only a salted hash is kept.
CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  salt TEXT NOT NULL,
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

-- Opaque tokens, stored hashed. kind: auth (bearer), ogo (ogoAuthApiToken), cert, feedback, bat, ipost.
CREATE TABLE tokens (
  hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
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
CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  title TEXT NOT NULL,
  sku TEXT NOT NULL,
  price REAL NOT NULL,
  xp_price INTEGER NOT NULL DEFAULT 0,
  quantity INTEGER NOT NULL DEFAULT 1,
  color TEXT,
  available INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX variants_product ON variants(product_id);

-- Orders. The idempotency key is unique per customer, so a race between two requests with one key
-- ends in one row (the loser reads the winner's order).
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_number INTEGER NOT NULL UNIQUE,
  name TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  shop TEXT NOT NULL,
  idempotency_key TEXT,
  request_hash TEXT,
  financial_status TEXT NOT NULL,
  fulfillment_status TEXT,
  delivery_status TEXT NOT NULL DEFAULT 'new',
  total_price REAL NOT NULL,
  subtotal_price REAL NOT NULL,
  shipping_price REAL NOT NULL DEFAULT 0,
  xp_total INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL DEFAULT 'UAH',
  tags TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  payment_gateway_names TEXT NOT NULL DEFAULT '[]',
  shipping_address TEXT,
  shipping_lines TEXT NOT NULL DEFAULT '[]',
  transactions TEXT NOT NULL DEFAULT '[]',
  metafields TEXT NOT NULL DEFAULT '[]',
  payment_state TEXT NOT NULL DEFAULT 'none',
  payment_token TEXT,
  promo_code TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (customer_id, idempotency_key)
);
CREATE INDEX orders_customer ON orders(customer_id, created_at);
CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER NOT NULL,
  variant_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  variant_title TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  price REAL NOT NULL,
  xp_price INTEGER NOT NULL DEFAULT 0,
  bonuses INTEGER NOT NULL DEFAULT 0,
  pack_quantity INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX order_lines_order ON order_lines(order_id);
CREATE TABLE ipost_addresses (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  city TEXT NOT NULL,
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
  created_at INTEGER NOT NULL
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

-- XP ledger per person and brand.
CREATE TABLE bonus_transactions (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  amount INTEGER NOT NULL,
  kind TEXT NOT NULL,
  description TEXT NOT NULL,
  order_id INTEGER,
  scan_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX bonus_person ON bonus_transactions(person_id, shop, created_at);

CREATE TABLE scans (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  code TEXT NOT NULL,
  product_title TEXT NOT NULL DEFAULT '',
  xp INTEGER NOT NULL,
  source TEXT NOT NULL DEFAULT 'camera',
  idempotency_key TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (person_id, idempotency_key)
);
CREATE INDEX scans_person ON scans(person_id, created_at);
CREATE TABLE scan_managers (
  person_id INTEGER PRIMARY KEY,
  shopify_id INTEGER NOT NULL,
  manager TEXT NOT NULL,
  manager_from TEXT NOT NULL,
  brand TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Certificates.
CREATE TABLE cert_categories (id INTEGER PRIMARY KEY, title TEXT NOT NULL, icon TEXT NOT NULL DEFAULT '', position INTEGER NOT NULL);
CREATE TABLE cert_partners (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES cert_categories(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  nominals TEXT NOT NULL,
  xp_rate REAL NOT NULL DEFAULT 1,
  color TEXT NOT NULL DEFAULT '#333333'
);
CREATE TABLE cert_accounts (
  person_id INTEGER PRIMARY KEY REFERENCES persons(id),
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE cert_pins (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  pin_hash TEXT,
  salt TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (person_id)
);
CREATE TABLE certificates (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  partner_id INTEGER NOT NULL REFERENCES cert_partners(id),
  nominal INTEGER NOT NULL,
  xp_cost INTEGER NOT NULL,
  code TEXT NOT NULL,
  status TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

-- Feedback.
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  order_id TEXT,
  rating INTEGER,
  text TEXT NOT NULL DEFAULT '',
  photos TEXT NOT NULL DEFAULT '[]',
  offline INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE offline_orders (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  shop TEXT NOT NULL,
  number TEXT NOT NULL,
  store TEXT NOT NULL,
  total REAL NOT NULL,
  items TEXT NOT NULL DEFAULT '[]',
  feedback_sent INTEGER NOT NULL DEFAULT 0,
  purchased_at INTEGER NOT NULL
);
CREATE TABLE import_runs (person_id INTEGER NOT NULL, shop TEXT NOT NULL, created_at INTEGER NOT NULL);

-- Devices.
CREATE TABLE device_models (id INTEGER PRIMARY KEY, shop TEXT NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL, color TEXT NOT NULL);
CREATE TABLE customer_devices (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES persons(id),
  model_id INTEGER NOT NULL REFERENCES device_models(id),
  serial TEXT NOT NULL,
  purchased_at TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (serial)
);

-- Content.
CREATE TABLE pages (
  id TEXT NOT NULL,
  shop TEXT NOT NULL,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL,
  image TEXT,
  published_at INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (shop, id)
);
CREATE TABLE faq (id INTEGER PRIMARY KEY, shop TEXT NOT NULL, section TEXT NOT NULL, title TEXT NOT NULL, text TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE vocabulary (id INTEGER PRIMARY KEY, shop TEXT NOT NULL, section TEXT NOT NULL, term TEXT NOT NULL, definition TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE exchange_products (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  xp_price INTEGER NOT NULL,
  active INTEGER NOT NULL,
  stock INTEGER NOT NULL DEFAULT 0,
  color TEXT NOT NULL,
  variant_id INTEGER
);
CREATE TABLE quiz_questions (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL,
  position INTEGER NOT NULL,
  question TEXT NOT NULL,
  answers TEXT NOT NULL,
  correct_index INTEGER NOT NULL,
  xp INTEGER NOT NULL
);
CREATE TABLE quiz_answers (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL,
  question_id INTEGER NOT NULL,
  answer_index INTEGER NOT NULL,
  correct INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (person_id, question_id)
);
CREATE TABLE subscription_plans (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  price REAL NOT NULL,
  period_days INTEGER NOT NULL,
  packs INTEGER NOT NULL,
  xp_bonus INTEGER NOT NULL
);
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL,
  plan_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  next_delivery_at INTEGER
);
CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  shop TEXT NOT NULL,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  text TEXT NOT NULL
);

-- Referrals and e-mail changes.
CREATE TABLE referrals (
  id INTEGER PRIMARY KEY,
  referrer_person_id INTEGER NOT NULL,
  referred_name TEXT NOT NULL,
  referred_phone TEXT NOT NULL,
  status TEXT NOT NULL,
  xp INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE email_changes (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  salt TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Analytics events and bot statistics are only stored.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  person_id INTEGER,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`,
  },
];

export function migrate(db: Database.Database): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set(
    (db.prepare('SELECT id FROM schema_migrations').all() as { id: number }[]).map((r) => r.id),
  );
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(m.id)) continue;
    db.transaction(() => {
      if (typeof m.up === 'string') db.exec(m.up);
      else m.up(db);
      db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)').run(
        m.id,
        m.name,
        new Date().toISOString(),
      );
    })();
    applied.push(m.id);
  }
  return applied;
}
