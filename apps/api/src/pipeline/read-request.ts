import type { Context } from 'hono';
import type { Contract, Operation } from '../contract/contract.ts';
import { E } from '../lib/errors.ts';
import { nulCharacters } from '../lib/nul-characters.ts';
import { unsafeNumbers } from '../lib/numbers.ts';
import { requestText } from '../lib/request-text.ts';
import { jsonNestsDeeper, MAX_JSON_DEPTH } from '../lib/json-depth.ts';

export interface RequestParts {
  query: Record<string, unknown>;
  headers: Record<string, string>;
  params: Record<string, string>;
}

/** Parameters: query, headers, path; strings coerced to the documented types. */
export function readParams(c: Context, contract: Contract, op: Operation): RequestParts {
  const query: Record<string, unknown> = {};
  // Most calls are POSTs with no query string: no URL to parse for them.
  if (c.req.url.includes('?')) {
    const { searchParams } = new URL(c.req.url);
    for (const key of new Set(searchParams.keys())) {
      const all = searchParams.getAll(key);
      query[key] = all.length > 1 ? all : all[0];
    }
  }
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((v, k) => (headers[k.toLowerCase()] = v));
  const params = c.req.param() as Record<string, string>;
  for (const [where, values] of [['query', query], ['header', headers], ['path', params]] as const) {
    const issues = contract.validateParams(op, where, values as Record<string, unknown>);
    // A malformed path id names nothing: 404 where the operation documents no 400 (the payment page).
    if (issues && where === 'path' && !op.responses['400'] && op.responses['404']) throw E.notFound();
    if (issues) throw E.validation(issues);
  }
  const outOfRange = unsafeNumbers(query);
  if (outOfRange.length > 0) throw E.validation(outOfRange.map((d) => ({ ...d, path: `/query${d.path}` })));
  const nul = [...nulCharacters(query, '/query'), ...nulCharacters(params, '/path')];
  if (nul.length > 0) throw E.validation(nul);
  return { query, headers, params };
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * The body, parsed by its content type and validated against the operation's schema; undefined
 * when the operation takes none or an optional one was left out.
 */
export async function readBody(c: Context, contract: Contract, op: Operation, preValidate?: (body: unknown) => void): Promise<unknown> {
  if (!op.body) return undefined;
  const ct = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const text = FORM_TYPES.includes(ct) ? null : await requestText(c);
  if (text !== null && text.trim() === '') {
    if (op.body.required) throw E.validation([{ path: '/body', message: 'request body is required' }]);
    return undefined;
  }
  const media = Object.keys(op.body.media);
  const mt = media.includes(ct) ? ct : !ct && media.includes('application/json') ? 'application/json' : null;
  if (!mt) {
    throw E.validation([{ path: '/body', message: `content type must be one of: ${media.join(', ')}` }]);
  }
  if (FORM_TYPES.includes(mt)) return validForm(await readForm(c, contract, op, mt), contract, op, mt);
  let body: unknown;
  if (mt === 'application/json' || mt.endsWith('+json')) {
    if (jsonNestsDeeper(text ?? '')) throw E.validation([{ path: '/body', message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` }]);
    try {
      body = JSON.parse(text ?? '');
    } catch {
      throw E.validation([{ path: '/body', message: 'malformed JSON' }]);
    }
  } else {
    body = text;
  }
  const unsafe = unsafeNumbers(body);
  if (unsafe.length > 0) throw E.validation(unsafe.map((d) => ({ ...d, path: `/body${d.path === '/' ? '' : d.path}` })));
  const nul = nulCharacters(body, '/body');
  if (nul.length > 0) throw E.validation(nul);
  preValidate?.(body);
  const issues = contract.validateBody(op, mt, body);
  if (issues) throw E.validation(issues);
  return body;
}

/** Validates a form with its files as their names; the coerced values replace the text fields. */
function validForm(form: Record<string, unknown>, contract: Contract, op: Operation, mt: string): Record<string, unknown> {
  const copy = formForValidation(form);
  const issues = contract.validateBody(op, mt, copy);
  if (issues) throw E.validation(issues);
  for (const [k, v] of Object.entries(copy)) if (!hasFile(form[k])) form[k] = v;
  const unsafe = unsafeNumbers(copy);
  if (unsafe.length > 0) throw E.validation(unsafe.map((d) => ({ ...d, path: `/body${d.path}` })));
  const nul = nulCharacters(copy, '/body');
  if (nul.length > 0) throw E.validation(nul);
  return form;
}

async function readForm(c: Context, contract: Contract, op: Operation, mt: string): Promise<Record<string, unknown>> {
  let form: Record<string, unknown>;
  try {
    form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch {
    throw E.validation([{ path: '/body', message: 'malformed form body' }]);
  }
  // A field documented as an array stays an array even when sent once.
  const ptr = op.body?.media[mt];
  const schema = ptr ? (contract.schemaAt(ptr) as { properties?: Record<string, { type?: string }> } | undefined) : undefined;
  for (const [k, s] of Object.entries(schema?.properties ?? {})) {
    if (s.type === 'array' && form[k] !== undefined && !Array.isArray(form[k])) form[k] = [form[k]];
  }
  return form;
}

const hasFile = (v: unknown): boolean =>
  typeof File !== 'undefined' && (v instanceof File || (Array.isArray(v) && v.some((x) => x instanceof File)));

/** Files become their names for schema validation (binary fields are strings in the contract). */
function formForValidation(form: Record<string, unknown>): Record<string, unknown> {
  const conv = (v: unknown) => (typeof File !== 'undefined' && v instanceof File ? v.name || 'file' : v);
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, Array.isArray(v) ? v.map(conv) : conv(v)]));
}
