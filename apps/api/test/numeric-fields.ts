import type { Contract, Operation } from '../src/contract/contract.ts';

type Schema = Record<string, unknown>;

/** Out-of-range values every numeric field must refuse or handle: never a 500. */
export const EXTREME_NUMBERS = [1e308, -1e308, 2 ** 53, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e20, 1.5, -1] as const;

function deref(contract: Contract, schema: unknown, depth = 0): Schema | undefined {
  let s = schema as Schema | undefined;
  for (let i = 0; i < 10 && s && typeof s['$ref'] === 'string'; i++) s = contract.schemaAt((s['$ref'] as string).replace(/^#/, ''));
  return depth > 8 ? undefined : s;
}

/** Paths (property names, '0' for array items) of every number or integer in a JSON body schema. */
export function numericBodyPaths(contract: Contract, op: Operation): string[][] {
  const ptr = op.body?.media['application/json'];
  if (!ptr) return [];
  const out: string[][] = [];
  const walk = (schema: unknown, path: string[], depth: number) => {
    const s = deref(contract, schema, depth);
    if (!s || depth > 6) return;
    for (const part of [...((s['allOf'] as unknown[]) ?? []), ...((s['oneOf'] as unknown[]) ?? []), ...((s['anyOf'] as unknown[]) ?? [])]) walk(part, path, depth + 1);
    const type = s['type'];
    const types = Array.isArray(type) ? type : [type];
    if (types.includes('integer') || types.includes('number')) out.push(path);
    if (s['properties']) for (const [k, v] of Object.entries(s['properties'] as Schema)) walk(v, [...path, k], depth + 1);
    if (s['items']) walk(s['items'], [...path, '0'], depth + 1);
  };
  walk(contract.schemaAt(ptr), [], 0);
  return out;
}

/** Names of the query parameters documented as numbers. */
export function numericQueryParams(contract: Contract, op: Operation): string[] {
  return op.params
    .filter((p) => p.in === 'query')
    .filter((p) => {
      const param = contract.schemaAt(p.pointer) as Schema | undefined;
      const s = deref(contract, param);
      const t = s?.['type'];
      return t === 'integer' || t === 'number';
    })
    .map((p) => p.name);
}

/** A deep copy of `body` with `value` at `path` (missing objects and arrays are created). */
export function withValue(body: unknown, path: string[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(body ?? {})) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = path[i + 1] === '0' ? [{}] : {};
    node = node[key] as Record<string, unknown>;
  });
  return copy;
}
