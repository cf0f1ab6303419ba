import type { ApiErrorDetail } from './errors.ts';

/**
 * Text fields holding U+0000. PostgreSQL's text cannot store it (error 22021, which would be a
 * 500) and no field of the contract means it, so both storage engines refuse it alike, as a 400.
 */
export function nulCharacters(value: unknown, path = '', found: ApiErrorDetail[] = []): ApiErrorDetail[] {
  if (found.length >= 10) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ path: path || '/', message: 'text must not contain NUL (U+0000)' });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => nulCharacters(item, `${path}/${i}`, found));
  } else if (value && typeof value === 'object' && !(typeof File !== 'undefined' && value instanceof File)) {
    for (const [key, item] of Object.entries(value)) {
      nulCharacters(key, `${path}/${key}`, found);
      nulCharacters(item, `${path}/${key}`, found);
    }
  }
  return found;
}
