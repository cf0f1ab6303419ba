import { describe, expect, it } from 'vitest';
import { textFor, type Database } from '../src/db/database.ts';
import { createRepositories } from '../src/repositories/index.ts';

/**
 * The rule that lets every instance cache the catalogue (services/catalogue.ts, lib/catalogue-cache.ts):
 * no statement the API runs writes a catalogue table; only the seed does, once per database,
 * before any instance listens. A repository statement that changed products, variants or lists
 * would leave the other instances answering stale lists under stale ETags, so it fails here.
 */
const CATALOGUE_TABLES = ['products', 'variants', 'collections', 'product_collections'];

describe('the catalogue is read-only data', () => {
  it('no repository statement, in either dialect, writes a catalogue table', () => {
    const texts: string[] = [];
    const recorder = {
      prepare: (text: Parameters<Database['prepare']>[0]) => {
        texts.push(textFor(text, 'sqlite'), textFor(text, 'postgres'));
        return {};
      },
    } as unknown as Database;
    createRepositories(recorder);
    expect(texts.length).toBeGreaterThan(100);
    const writes = texts.filter((sql) =>
      CATALOGUE_TABLES.some((table) => new RegExp(`\\b(INSERT\\s+(OR\\s+\\w+\\s+)?INTO|UPDATE|DELETE\\s+FROM|REPLACE\\s+INTO)\\s+${table}\\b`, 'i').test(sql)),
    );
    expect(writes).toEqual([]);
  });
});
