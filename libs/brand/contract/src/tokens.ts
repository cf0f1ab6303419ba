/**
 * Semantic design tokens. Components use only these names (as CSS custom properties
 * `--cx-<name>`); each brand palette gives every one of them a value. Adding a name here makes
 * the brand tests fail until both palettes define it.
 */
export const TOKEN_NAMES = [
  'color-bg',
  'color-surface',
  'color-surface-raised',
  'color-text',
  'color-text-muted',
  'color-border',
  'color-primary',
  'color-primary-hover',
  'color-on-primary',
  'color-accent',
  'color-on-accent',
  'color-danger',
  'color-success',
  'color-warning',
  'color-focus',
  'color-overlay',
  'color-skeleton',
  'color-header-bg',
  'color-header-text',
  'font-family',
  'font-family-heading',
  'radius-sm',
  'radius-md',
  'radius-lg',
  'shadow-raised',
] as const;

export type TokenName = (typeof TOKEN_NAMES)[number];

export const cssVar = (name: TokenName): string => `var(--cx-${name})`;
