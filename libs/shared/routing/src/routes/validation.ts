// How routes read their URL: the search and path params of a route are declared in its
// definition, field by field, so a screen reads typed values through the route API and never
// casts. A search value that does not fit is dropped (an edited or stale link still opens the
// page); a path param that does not fit is the 404 page (there is no such page).
//
// Plain parsers, not valibot: the route tree is in the first screen's JavaScript, and valibot is
// one module, so importing it here would bring every valibot function any screen uses into that
// chunk (+3.3 KB gzip, measured; docs/adr/0007-route-validation.md). The fields only later
// routes use (oneOf, positiveId, paramOrNotFound) are in validation-fields.ts, for the same reason.

/** Reads one URL value: the value, or undefined when it does not fit. */
export type Field<T> = (raw: unknown) => T | undefined;

type SearchOf<TFields extends Record<string, Field<unknown>>> = {
  [K in keyof TFields]?: Exclude<ReturnType<TFields[K]>, undefined>;
};

/** validateSearch of a route: each field keeps its value when it fits; others leave no key behind. */
export function searchSchema<const TFields extends Record<string, Field<unknown>>>(fields: TFields) {
  return (search: Record<string, unknown>): SearchOf<TFields> => {
    const out: Partial<Record<keyof TFields, unknown>> = {};
    for (const [key, field] of Object.entries(fields)) {
      const value = field(search[key]);
      if (value !== undefined) out[key as keyof TFields] = value;
    }
    return out as SearchOf<TFields>;
  };
}

/** A string matching `pattern` after `clean` (a number in the URL counts as its digits). */
export function text(pattern: RegExp, clean: (raw: string) => string = (raw) => raw): Field<string> {
  return (raw) => {
    if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
    const value = clean(String(raw));
    return pattern.test(value) ? value : undefined;
  };
}
