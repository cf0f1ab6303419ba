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
  'color-logo-accent',
  'font-family',
  'font-family-heading',
  /* Shape language: what tells the brands apart with the colours removed. */
  'font-weight-heading',
  'letter-spacing-heading',
  'font-weight-button',
  'letter-spacing-button',
  'text-transform-button',
  'radius-sm',
  'radius-md',
  'radius-lg',
  'radius-button',
  'radius-card',
  'border-card',
  'shadow-raised',
  /* Iconography: line weight and line ends of every shared-ui icon. */
  'icon-stroke-width',
  'icon-linecap',
] as const;
