/**
 * Development builds only (`npm run dev`, scripts/dev.mjs): the page reloads itself after a rebuild.
 * The storefront in development answers DEV_RELOAD_PATH with an event stream that names the build
 * it serves (server/middleware/dev-reload.ts). When the dev loop has a new browser build on disk it
 * tells the storefront, which names a new build on the open stream; when it restarted the
 * storefront (a server-side file changed), the EventSource reconnects on its own and hears a new
 * name. Either way the page reloads (decision 086).
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
