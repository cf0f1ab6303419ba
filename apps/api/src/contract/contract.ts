import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { Ajv2020, type ValidateFunction, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { REPO_ROOT } from '../config.ts';

// ajv-formats is CommonJS; under tsx/vitest the callable lives on .default or on the module itself.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

export const CONTRACT_PATH = path.join(REPO_ROOT, 'libs/api/contract/openapi.yaml');
const DOC_ID = 'contract.json';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

type Json = Record<string, unknown>;

export interface ParamSpec {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required: boolean;
  pointer: string;
}

export interface Operation {
  key: string; // "POST /api/api-auth/login-sms"
  method: HttpMethod;
  path: string;
  honoPath: string;
  operationId: string;
  summary: string;
  requiresApiKey: boolean;
  requiresBearer: boolean;
  /** Bearer accepted (and used when present) even though not required. */
  acceptsBearer: boolean;
  params: ParamSpec[];
  body?: { required: boolean; media: Record<string, string> /* media type -> pointer to schema */ };
  /** status ("200", "4XX", "default") -> media type -> pointer to schema (or '' when no schema). */
  responses: Record<string, Record<string, string>>;
  raw: Json;
}

export interface ValidationIssue {
  path: string;
  message: string;
}

export interface Contract {
  doc: Json;
  operations: Operation[];
  byKey: Map<string, Operation>;
  validateBody(op: Operation, mediaType: string, value: unknown): ValidationIssue[] | null;
  /** Coerces string values in place (query/header/path) and validates. */
  validateParams(op: Operation, where: 'query' | 'header' | 'path', values: Record<string, unknown>): ValidationIssue[] | null;
  validateResponse(op: Operation, status: number, mediaType: string, value: unknown): ValidationIssue[] | null;
  /** The response entry documented for this status, or null. */
  responseFor(op: Operation, status: number): { status: string; media: Record<string, string> } | null;
  schemaAt(pointer: string): Json | undefined;
  /** Compiles every validator now (the server does this at start so no request pays for it). */
  precompile(): void;
}

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function resolvePointer(doc: Json, pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  return pointer
    .slice(2)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((acc, k) => (acc && typeof acc === 'object' ? (acc as Json)[k] : undefined), doc);
}

/** Follows a chain of $ref objects (responses, parameters, requestBodies), returning the target and its pointer. */
function deref(doc: Json, node: unknown, pointer: string): { node: Json; pointer: string } {
  let cur = node as Json;
  let ptr = pointer;
  for (let i = 0; i < 10 && cur && typeof cur === 'object' && typeof cur['$ref'] === 'string'; i++) {
    ptr = cur['$ref'] as string;
    cur = resolvePointer(doc, ptr) as Json;
  }
  return { node: cur, pointer: ptr.replace(/^#/, '') };
}

function securityOf(doc: Json, opNode: Json): { apiKey: boolean; bearer: boolean; acceptsBearer: boolean } {
  const schemes = ((doc['components'] as Json | undefined)?.['securitySchemes'] ?? {}) as Record<string, Json>;
  const reqs = (opNode['security'] ?? doc['security'] ?? []) as Record<string, string[]>[];
  const kinds = (req: Record<string, string[]>) =>
    Object.keys(req).map((name) => {
      const s = schemes[name] ?? {};
      if (s['type'] === 'apiKey') return 'apiKey';
      if (s['type'] === 'http' && String(s['scheme']).toLowerCase() === 'bearer') return 'bearer';
      return 'other';
    });
  if (reqs.length === 0) return { apiKey: false, bearer: false, acceptsBearer: false };
  const all = reqs.map(kinds);
  return {
    apiKey: all.every((k) => k.includes('apiKey')),
    bearer: all.every((k) => k.includes('bearer')),
    acceptsBearer: all.some((k) => k.includes('bearer')),
  };
}

function formatIssues(errors: ErrorObject[] | null | undefined, prefix: string): ValidationIssue[] {
  return (errors ?? []).slice(0, 20).map((e) => {
    const p = `${prefix}${e.instancePath}`;
    let message = e.message ?? 'invalid';
    if (e.keyword === 'additionalProperties') message = `unknown property "${String(e.params['additionalProperty'])}"`;
    if (e.keyword === 'required') message = `missing required property "${String(e.params['missingProperty'])}"`;
    return { path: p || prefix || '/', message };
  });
}

/** The parameters of an operation: the path item's, overridden by the operation's own. */
function paramsOf(doc: Json, p: string, item: Json, opNode: Json, base: string): ParamSpec[] {
  const params: ParamSpec[] = [];
  const collect = (list: unknown[], listPtr: string) =>
    list.forEach((raw, i) => {
      const { node, pointer } = deref(doc, raw, `#${listPtr}/${i}`);
      if (!node) return;
      const name = String(node['name']);
      const where = node['in'] as ParamSpec['in'];
      const existing = params.findIndex((x) => x.name === name && x.in === where);
      const spec: ParamSpec = {
        name: where === 'header' ? name.toLowerCase() : name,
        in: where,
        required: Boolean(node['required']) || where === 'path',
        pointer: `${pointer}/schema`,
      };
      if (existing >= 0) params[existing] = spec;
      else params.push(spec);
    });
  collect((item['parameters'] ?? []) as unknown[], `/paths/${esc(p)}/parameters`);
  collect((opNode['parameters'] ?? []) as unknown[], `${base}/parameters`);
  return params;
}

/** Media type -> pointer to its schema ('' when it has none). */
function mediaOf(content: Record<string, Json>, pointer: string): Record<string, string> {
  const media: Record<string, string> = {};
  for (const [mt, mnode] of Object.entries(content)) {
    media[mt] = mnode['schema'] ? `${pointer}/content/${esc(mt)}/schema` : '';
  }
  return media;
}

function bodyOf(doc: Json, opNode: Json, base: string): Operation['body'] {
  if (!opNode['requestBody']) return undefined;
  const { node, pointer } = deref(doc, opNode['requestBody'], `#${base}/requestBody`);
  return { required: Boolean(node['required']), media: mediaOf((node['content'] ?? {}) as Record<string, Json>, pointer) };
}

function responsesOf(doc: Json, opNode: Json, base: string): Operation['responses'] {
  const responses: Operation['responses'] = {};
  for (const [status, rnode] of Object.entries((opNode['responses'] ?? {}) as Record<string, unknown>)) {
    const { node, pointer } = deref(doc, rnode, `#${base}/responses/${esc(status)}`);
    responses[status] = mediaOf((node?.['content'] ?? {}) as Record<string, Json>, pointer);
  }
  return responses;
}

function operationOf(doc: Json, p: string, item: Json, method: HttpMethod, opNode: Json): Operation {
  const base = `/paths/${esc(p)}/${method}`;
  const sec = securityOf(doc, opNode);
  return {
    key: `${method.toUpperCase()} ${p}`,
    method,
    path: p,
    honoPath: p.replace(/\{([^}]+)\}/g, ':$1'),
    operationId: String(opNode['operationId'] ?? `${method}${p}`),
    summary: String(opNode['summary'] ?? ''),
    requiresApiKey: sec.apiKey,
    requiresBearer: sec.bearer,
    acceptsBearer: sec.acceptsBearer,
    params: paramsOf(doc, p, item, opNode, base),
    body: bodyOf(doc, opNode, base),
    responses: responsesOf(doc, opNode, base),
    raw: opNode,
  };
}

function readOperations(doc: Json): Operation[] {
  const operations: Operation[] = [];
  for (const [p, item] of Object.entries((doc['paths'] ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const opNode = item[method] as Json | undefined;
      if (opNode) operations.push(operationOf(doc, p, item, method, opNode));
    }
  }
  return operations;
}

/**
 * An operation's validator of its query, header or path parameters, compiled on first use and
 * kept; null where the operation has none there.
 */
function paramValidators(ajv: Ajv2020): (op: Operation, where: 'query' | 'header' | 'path') => ValidateFunction | null {
  const validators = new Map<string, ValidateFunction | null>();
  return (op, where) => {
    const key = `${op.key}:${where}`;
    let fn = validators.get(key);
    if (fn === undefined) {
      const list = op.params.filter((p) => p.in === where);
      fn =
        list.length === 0
          ? null
          : ajv.compile({
              type: 'object',
              properties: Object.fromEntries(list.map((p) => [p.name, { $ref: `${DOC_ID}#${p.pointer}` }])),
              required: list.filter((p) => p.required).map((p) => p.name),
            });
      validators.set(key, fn);
    }
    return fn;
  };
}

export function loadContract(file = CONTRACT_PATH): Contract {
  // Duplicate keys are the contract lint's job (redocly); skipping the check halves the parse time.
  const doc = parse(fs.readFileSync(file, 'utf8'), { uniqueKeys: false }) as Json;
  const ajvOptions = { strict: false, allErrors: true, validateSchema: false, discriminator: false } as const;
  const ajv = new Ajv2020({ ...ajvOptions });
  const ajvCoerce = new Ajv2020({ ...ajvOptions, coerceTypes: 'array', useDefaults: true });
  for (const a of [ajv, ajvCoerce]) {
    addFormats(a);
    // OpenAPI formats that are annotations only.
    for (const f of ['int32', 'int64', 'float', 'double', 'binary', 'byte', 'password', 'phone', 'html'])
      a.addFormat(f, true);
    a.addSchema(doc, DOC_ID);
  }

  const operations = readOperations(doc);

  const cache = new Map<string, ValidateFunction>();
  const compile = (a: Ajv2020, key: string, schema: object): ValidateFunction => {
    let fn = cache.get(key);
    if (!fn) {
      fn = a.compile(schema);
      cache.set(key, fn);
    }
    return fn;
  };
  const byPointer = (a: Ajv2020, tag: string, pointer: string) =>
    compile(a, `${tag}:${pointer}`, { $ref: `${DOC_ID}#${pointer}` });

  const paramValidator = paramValidators(ajvCoerce);

  const responseFor: Contract['responseFor'] = (op, status) => {
    const s = String(status);
    const candidates = [s, `${s[0]}XX`, `${s[0]}xx`, 'default'];
    for (const c of candidates) {
      const media = op.responses[c];
      if (media) return { status: c, media };
    }
    return null;
  };

  return {
    doc,
    operations,
    byKey: new Map(operations.map((o) => [o.key, o])),
    schemaAt: (pointer) => resolvePointer(doc, `#${pointer}`) as Json | undefined,
    precompile() {
      for (const op of operations) {
        for (const where of ['query', 'header', 'path'] as const) this.validateParams(op, where, {});
        for (const [mt, ptr] of Object.entries(op.body?.media ?? {})) if (ptr) this.validateBody(op, mt, {});
        for (const media of Object.values(op.responses)) {
          for (const ptr of Object.values(media)) if (ptr) byPointer(ajv, 'res', ptr);
        }
      }
    },
    validateBody(op, mediaType, value) {
      const ptr = op.body?.media[mediaType];
      if (!ptr) return null;
      // Form fields arrive as strings; coerce them to the documented types.
      const form = mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded';
      const fn = byPointer(form ? ajvCoerce : ajv, form ? 'reqform' : 'req', ptr);
      return fn(value) ? null : formatIssues(fn.errors, '/body');
    },
    validateParams(op, where, values) {
      const fn = paramValidator(op, where);
      if (!fn) return null;
      return fn(values) ? null : formatIssues(fn.errors, `/${where}`);
    },
    validateResponse(op, status, mediaType, value) {
      const entry = responseFor(op, status);
      if (!entry) return [{ path: '/', message: `status ${status} is not documented` }];
      const media = Object.keys(entry.media);
      if (media.length === 0) return null;
      const mt = media.find((m) => m === mediaType) ?? media.find((m) => m.endsWith('/*') && mediaType.startsWith(m.slice(0, -1)));
      if (!mt) return [{ path: '/', message: `content type ${mediaType} is not documented for ${status}` }];
      const ptr = entry.media[mt];
      if (!ptr) return null;
      const fn = byPointer(ajv, 'res', ptr);
      return fn(value) ? null : formatIssues(fn.errors, '/response');
    },
    responseFor,
  };
}
