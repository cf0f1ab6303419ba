import { gloConfig } from '@cx/brand-glo';
import { prerender, type PrerenderOptions } from '@cx/app-composition/prerender';

/** The build's prerender entry (tools/vite/prerender.ts): one URL of this brand's app as HTML. */
export const render = (url: string, options?: PrerenderOptions) => prerender(gloConfig, url, options);
