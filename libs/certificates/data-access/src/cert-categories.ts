import type { components } from '@cx/api-client';

export type CertCategoryId = components['schemas']['CertCategoryId'];

export interface CertCategory {
  id: CertCategoryId;
  name: string;
}

/**
 * Spec §3: the certificate categories and their names (there is no category 3). The screen shows
 * these while get-cats loads, and keeps a name the server leaves out.
 */
export const CERT_CATEGORIES: readonly CertCategory[] = [
  { id: 1, name: 'Електроніка' },
  { id: 2, name: 'Продукти харчування' },
  { id: 4, name: 'Мобільні оператори' },
  { id: 5, name: 'Пальне' },
  { id: 6, name: 'Розваги' },
  { id: 7, name: "Краса та здоров'я" },
];

export const CERT_CATEGORY_IDS: readonly CertCategoryId[] = CERT_CATEGORIES.map((category) => category.id);

export function isCertCategoryId(value: unknown): value is CertCategoryId {
  return typeof value === 'number' && (CERT_CATEGORY_IDS as readonly number[]).includes(value);
}

/** The server's list in its order, each with a name (ours when the server sends none). */
export function mergeCategories(fromServer: readonly { id: number; name?: string | null }[]): CertCategory[] {
  const known = new Map(CERT_CATEGORIES.map((category) => [category.id as number, category.name]));
  const merged = fromServer
    .filter((category): category is { id: CertCategoryId; name?: string | null } => isCertCategoryId(category.id))
    .map((category) => ({ id: category.id, name: category.name?.trim() || known.get(category.id) || '' }));
  return merged.length > 0 ? merged : [...CERT_CATEGORIES];
}
