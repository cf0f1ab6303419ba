import * as v from 'valibot';
import { ApiClientError } from '@cx/api-client';
import type { Product } from './model';

const money = v.pipe(v.number(), v.minValue(0));
const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const nullableString = v.nullable(v.string());

const VariantSchema = v.looseObject({
  id,
  title: v.string(),
  price: money,
  compare_at_price: v.optional(v.nullable(money)),
  available: v.boolean(),
});

/** What the screens read of a product; an answer breaking any of it is not data to render. */
const ProductSchema = v.looseObject({
  id,
  title: v.pipe(v.string(), v.minLength(1)),
  subTitle: nullableString,
  description_html: v.string(),
  collectionId: v.string(),
  image: nullableString,
  images: v.array(v.string()),
  price: money,
  compare_at_price: v.optional(v.nullable(money)),
  bonuses: v.number(),
  xp_price: v.nullable(v.number()),
  bonus: v.boolean(),
  quantity: v.nullable(v.number()),
  tags: v.array(v.string()),
  available: v.boolean(),
  variants: v.array(VariantSchema),
});

const ProductsSchema = v.array(ProductSchema);

function invalid(what: string): ApiClientError {
  return new ApiClientError({ kind: 'invalid-response', message: `Invalid ${what} in the catalogue answer` });
}

/**
 * A catalogue answer as the contract promises it, or an `invalid-response` ApiClientError: a
 * field of the wrong type fails the call (the screen says so in Ukrainian) instead of crashing a
 * render further down.
 */
export function checkProduct(value: unknown): Product {
  if (!v.is(ProductSchema, value)) throw invalid('product');
  return value as Product;
}

export function checkProducts(value: unknown): Product[] {
  if (!v.is(ProductsSchema, value)) throw invalid('product list');
  return value as Product[];
}
