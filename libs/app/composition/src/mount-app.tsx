import { createRoot } from 'react-dom/client';
import type { BrandConfig } from '@cx/brand-contract';
import { bindScreens, createAppRouter, type ScreenMap } from '@cx/shared-routing';
import { AppRoot } from './app-root';
import { createQueryClient } from './query-client';
import { defaultScreens } from './screens';

interface MountOptions {
  /** A brand's own screens for some routes, replacing the shared ones. */
  screens?: Partial<ScreenMap>;
  element?: HTMLElement | null;
}

/** Starts one brand's app: the only place brand config, router, data and screens meet. */
export function mountApp(brand: BrandConfig, options: MountOptions = {}) {
  const element = options.element ?? document.getElementById('root');
  if (!element) throw new Error('mountApp: no #root element');
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, brand });
  bindScreens(router, { ...defaultScreens, ...options.screens });
  createRoot(element).render(<AppRoot brand={brand} queryClient={queryClient} router={router} />);
  return { router, queryClient };
}
