import { loadLoaders } from './lazy-loaders';
import type { LoaderArgs } from './warm';

const contentLoaders = () => loadLoaders().then((m) => m.content);

/** The loader of a route that shows a CMS page (any area may have one). */
export function pageLoader(pageId: string) {
  return (args: LoaderArgs) => contentLoaders().then((m) => m.page(pageId, args));
}

/** The loader of a route that shows a FAQ section. */
export function faqLoader(section: Parameters<typeof import('./content.loaders').faq>[0]) {
  return (args: LoaderArgs) => contentLoaders().then((m) => m.faq(section, args));
}
