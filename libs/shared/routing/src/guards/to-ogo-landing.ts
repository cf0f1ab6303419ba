import { redirect } from '@tanstack/react-router';
import type { GuardArgs } from './guard-args';

/**
 * `to-ogo-landing` (on /landing): the landing is o'go's. The app whose sister is o'go sends the
 * visitor to the landing on o'go's own origin (a full page load: another app); o'go shows it.
 */
export function toOgoLanding({ context, location }: GuardArgs): void {
  const { brand } = context;
  if (servesLanding(brand)) return;
  const target = new URL('/landing', brand.sister.origin);
  target.search = new URLSearchParams(
    Object.entries(location.search).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ).toString();
  throw redirect({ href: target.href, reloadDocument: true });
}

/** Whether this app shows /landing itself (o'go, or an app whose sister is not o'go). */
export function servesLanding(brand: Pick<GuardArgs['context']['brand'], 'id' | 'sister'>): boolean {
  return brand.id === 'ogo' || brand.sister.id !== 'ogo';
}
