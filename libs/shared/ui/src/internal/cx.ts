/** Joins class names, skipping empty ones (CSS Module lookups may be undefined). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
