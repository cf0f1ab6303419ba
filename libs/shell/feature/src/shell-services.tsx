import { createContext, useContext, type ReactNode } from 'react';
import type { SignOnLink } from '@cx/shell-data-access';

/**
 * The backend calls the shell makes, supplied by the composition root from the api client, so
 * the shell's screens stay testable and free of transport details.
 */
export interface ShellServices {
  /** mlogin: the signed-in single sign-on link to the brand's full site. */
  fetchSiteLink(): Promise<SignOnLink>;
  /** A one-time handoff code for the sister app (POST /api/x/handoff). */
  createHandoff(): Promise<string>;
}

const unavailable = async (): Promise<never> => {
  throw new Error('ShellServicesProvider is missing');
};

const ShellServicesContext = createContext<ShellServices>({
  fetchSiteLink: unavailable,
  createHandoff: unavailable,
});

export function ShellServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

export function useShellServices(): ShellServices {
  return useContext(ShellServicesContext);
}
