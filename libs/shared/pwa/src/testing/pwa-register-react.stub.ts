import { useState } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/**
 * Stands in for `virtual:pwa-register/react` in unit tests (vite.config.ts aliases it): the real
 * module exists only inside an app build with the PWA plugin. Tests drive it through `swStub`.
 */
export const swStub = {
  options: undefined as RegisterSWOptions | undefined,
  updateServiceWorker: async (_reload?: boolean) => undefined as void,
  setNeedRefresh: (_value: boolean) => undefined as void,
  setOfflineReady: (_value: boolean) => undefined as void,
};

export function useRegisterSW(options: RegisterSWOptions = {}) {
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  swStub.options = options;
  swStub.setNeedRefresh = needRefresh[1];
  swStub.setOfflineReady = offlineReady[1];
  return { needRefresh, offlineReady, updateServiceWorker: (reload?: boolean) => swStub.updateServiceWorker(reload) };
}
