// The contract's TypeScript types, generated from openapi.yaml (schema.gen.ts; never edited by
// hand): the api client and the reference backend are both typed from this one file.
export type { components, operations, paths } from './schema.gen.ts';
