/**
 * The process' root async context (docs/performance-log.md, 2026-11-24 sixth part). React's server renderer keeps its request in an
 * AsyncLocalStorage, and since Node 24 (AsyncContextFrame) every timer, socket and parser created
 * while a store is active holds that store: the whole render, until the resource is re-armed or
 * freed (nodejs/node#61882 is the same for HTTP client parsers).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Socket } from 'node:net';

/** Runs `fn` as if no AsyncLocalStorage store were active (captured when this module loads). */
export const inRootContext: <R>(fn: () => R) => R = AsyncLocalStorage.snapshot();

/**
 * Node arms a keep-alive socket's idle timer as each response finishes, in the async context of
 * that moment: React's render when React (or the compressor, for it) ended the response. The timer
 * then held the whole render (docs/performance-log.md has its size) until the next request on that socket or
 * the keep-alive timeout: memory held per idle connection, for nothing. Called when a response closes: the same timer, re-armed with the same duration in the root
 * context. A socket already serving its next response (pipelining) keeps its timers.
 */
export function rearmIdleTimerInRootContext(socket: Socket): void {
  const timeout = socket.timeout;
  if (!timeout || socket.destroyed || (socket as { _httpMessage?: unknown })._httpMessage) return;
  inRootContext(() => socket.setTimeout(timeout));
}
