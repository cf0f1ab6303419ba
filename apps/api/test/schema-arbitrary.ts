import fc from 'fast-check';
import type { Contract } from '../src/contract/contract.ts';

type Schema = Record<string, unknown>;

/**
 * A fast-check arbitrary of values a JSON schema (OpenAPI 3.1 / 2020-12, as openapi.yaml uses it)
 * accepts: types, enum/const, objects with required and optional properties, arrays, string
 * lengths, patterns and formats, number ranges, oneOf/anyOf/allOf (first part) and $ref. Close to
 * valid on purpose: the contract fuzzer mixes these with mutations, so handlers are reached.
 */
export function arbitraryOf(contract: Contract, schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  let s = (schema ?? {}) as Schema;
  for (let i = 0; i < 10 && typeof s['$ref'] === 'string'; i++) s = (contract.schemaAt((s['$ref'] as string).replace(/^#/, '')) ?? {}) as Schema;
  if (depth > 6) return fc.constant(null);
  if ('const' in s) return fc.constant(s['const']);
  if (Array.isArray(s['enum'])) return fc.constantFrom(...(s['enum'] as unknown[]));
  const alternatives = (s['oneOf'] ?? s['anyOf']) as unknown[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alt) => arbitraryOf(contract, alt, depth + 1)));
  if (Array.isArray(s['allOf']) && s['allOf'].length) return arbitraryOf(contract, { ...(s['allOf'][0] as Schema), ...withoutAllOf(s) }, depth + 1);
  const types = Array.isArray(s['type']) ? (s['type'] as string[]) : s['type'] ? [s['type'] as string] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf(contract, { ...s, type }, depth + 1)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: bound(s['minimum'], -1_000_000), max: bound(s['maximum'], 1_000_000) });
    case 'number':
      return fc.double({ min: bound(s['minimum'], -1e6), max: bound(s['maximum'], 1e6), noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringOf(s);
    case 'array': {
      const min = Number(s['minItems'] ?? 0);
      const max = Math.min(Number(s['maxItems'] ?? min + 3), min + 3);
      return fc.array(arbitraryOf(contract, s['items'], depth + 1), { minLength: min, maxLength: max });
    }
    case 'object':
    default: {
      const properties = (s['properties'] ?? {}) as Record<string, unknown>;
      if (Object.keys(properties).length === 0) return types[0] === 'object' ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 });
      const required = new Set((s['required'] as string[] | undefined) ?? []);
      const record = Object.fromEntries(Object.entries(properties).map(([name, sub]) => [name, arbitraryOf(contract, sub, depth + 1)]));
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
    }
  }
}

function withoutAllOf(s: Schema): Schema {
  const { allOf: _allOf, ...rest } = s;
  return rest;
}

const bound = (value: unknown, fallback: number) => (typeof value === 'number' ? Math.max(Math.min(value, Number.MAX_SAFE_INTEGER), -Number.MAX_SAFE_INTEGER) : fallback);

function stringOf(s: Schema): fc.Arbitrary<string> {
  const minLength = Number(s['minLength'] ?? 0);
  const maxLength = Math.min(Number(s['maxLength'] ?? minLength + 24), minLength + 24);
  switch (s['format']) {
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
  }
  if (typeof s['pattern'] === 'string') {
    return fc.stringMatching(new RegExp(s['pattern'], 'u'));
  }
  return fc.string({ minLength, maxLength, unit: fc.constantFrom(...'абвгґдеєжзийклмнопрстуфхцчшщьюяAZaz09 -_.,@+%\u200b\u0000"\\/'.split('')) });
}
