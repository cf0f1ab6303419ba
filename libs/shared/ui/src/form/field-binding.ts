import type { ChangeEvent } from 'react';

/** The keys of a form's values that a text control edits. */
export type TextKeys<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V];

/** What ties one TextField, TextArea or SelectField to its entry of a form's values. */
export interface FieldBinding {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/**
 * A form's text fields bound to its values and errors: `<TextField {...field('email')} />` gets
 * the value, the error and the change that writes the typed text back through `onChange`.
 */
export function fieldBinder<V>(
  values: V,
  errors: { readonly [K in keyof V]?: string | undefined },
  onChange: (key: TextKeys<V>, value: string) => void,
): (key: TextKeys<V>) => FieldBinding {
  return (key) => ({
    value: values[key] as V[TextKeys<V>] & string,
    error: errors[key],
    onChange: (event) => onChange(key, event.target.value),
  });
}
