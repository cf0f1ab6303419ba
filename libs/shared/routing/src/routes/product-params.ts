import { paramOrNotFound, positiveId } from './validation-fields';

/** `$id` of a product: a positive whole number, anything else is the 404 page. */
export const productParams = {
  parse: ({ list, id }: { list: string; id: string }) => ({ list, id: paramOrNotFound(positiveId, id) }),
  stringify: ({ list, id }: { list: string; id: number }) => ({ list, id: String(id) }),
};
