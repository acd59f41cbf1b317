/**
 * Development builds only (`npm run dev`, scripts/dev.mjs): the page reloads itself after a rebuild.
 * The storefront in development answers DEV_RELOAD_PATH with an event stream that names its
 * process (server/middleware/dev-reload.ts). The dev loop restarts the storefront after every
 * rebuild; the browser's EventSource reconnects on its own, hears another name, and reloads.
 * Production builds leave this module out (client/main.tsx imports it behind NODE_ENV).
 */
export const DEV_RELOAD_PATH = '/__dev/reload';

export function reloadOnRebuild(): void {
  let first: string | undefined;
  const events = new EventSource(DEV_RELOAD_PATH);
  events.onmessage = (event) => {
    first ??= event.data;
    if (event.data !== first) location.reload();
  };
}
