import { mergeConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { libTestConfig } from '../../../tools/vite/lib-test-config.ts';

// The PWA plugin's virtual module exists only in an app build; unit tests get a stand-in.
export default mergeConfig(libTestConfig(import.meta.dirname), {
  resolve: {
    alias: {
      'virtual:pwa-register/react': fileURLToPath(
        new URL('./src/testing/pwa-register-react.stub.ts', import.meta.url),
      ),
    },
  },
});
