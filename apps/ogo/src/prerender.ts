import { ogoConfig } from '@cx/brand-ogo';
import { prerender, type PrerenderOptions } from '@cx/app-composition/prerender';

/** The build's prerender entry (tools/vite/prerender.ts): one URL of this brand's app as HTML. */
export const render = (url: string, options?: PrerenderOptions) => prerender(ogoConfig, url, options);
