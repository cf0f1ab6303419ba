/** A form field of prerendered HTML. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether the visitor changed `field` from what the HTML gave it. */
export function fieldChanged(field: Field): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}
