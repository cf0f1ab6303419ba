import type { ApiErrorDetail } from './errors.ts';

/**
 * Numbers a handler can use safely: finite and within ±2^53. JSON allows 1e308 (an "integer" to
 * a schema) and 1e400 (Infinity); SQLite and date arithmetic do not, so they stop here as a 400.
 */
export function unsafeNumbers(value: unknown, path = '', found: ApiErrorDetail[] = []): ApiErrorDetail[] {
  if (found.length >= 10) return found;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
      found.push({ path: path || '/', message: 'number out of range' });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unsafeNumbers(item, `${path}/${i}`, found));
  } else if (value && typeof value === 'object' && !(typeof File !== 'undefined' && value instanceof File)) {
    for (const [key, item] of Object.entries(value)) unsafeNumbers(item, `${path}/${key}`, found);
  }
  return found;
}
