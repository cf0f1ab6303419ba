import type { Db } from '../db/db.ts';
import type { Schemas } from '../contract/types.ts';
import type { Shop } from '../lib/session.ts';

export interface PageRow {
  id: string;
  kind: 'page' | 'news';
  title: string;
  summary: string | null;
  body: string;
  image: string | null;
  published_at: number;
}

export interface FaqRow {
  id: number;
  topic: Schemas['FaqEntry']['topic'];
  title: string;
  text: string;
}

/** Pages, news, FAQ and the screens' messages of each brand. */
export function contentRepository(db: Db) {
  const page = db.prepare<[Shop, string], PageRow>('SELECT * FROM pages WHERE shop = ? AND id = ?');
  const news = db.prepare<[Shop, number, number], PageRow>(
    "SELECT * FROM pages WHERE shop = ? AND kind = 'news' ORDER BY published_at DESC, id LIMIT ? OFFSET ?",
  );
  const newsCount = db.prepare<[Shop], { n: number }>("SELECT COUNT(*) AS n FROM pages WHERE shop = ? AND kind = 'news'");
  const faq = db.prepare<[Shop, string], FaqRow>('SELECT id, topic, title, text FROM faq WHERE shop = ? AND topic = ? ORDER BY position');
  const message = db.prepare<[Shop, string], { text: string | null }>('SELECT text FROM messages WHERE shop = ? AND kind = ?');
  return {
    page: (shop: Shop, id: string) => page.get(shop, id),
    news: (shop: Shop, limit: number, offset: number) => news.all(shop, limit, offset),
    newsCount: async (shop: Shop) => ((await newsCount.get(shop)) as { n: number }).n,
    faq: (shop: Shop, topic: string) => faq.all(shop, topic),
    message: async (shop: Shop, kind: 'cert' | 'scan') => (await message.get(shop, kind))?.text ?? null,
  };
}
