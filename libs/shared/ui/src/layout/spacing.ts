/** Steps of the spacing scale (`--cx-space-<n>` in global.css): 4, 8, 12, 16, 24, 32, 48 px. */
export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const spaceVar = (step: Space): string => (step === 0 ? '0' : `var(--cx-space-${step})`);
