/** The build id Vite defines for brand apps (tools/vite/brand-app-config.ts); version.json carries the same. */
declare const __APP_VERSION__: string | undefined;

export function appVersion(): string {
  return typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'development';
}
