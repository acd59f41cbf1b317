/**
 * How V8's heap is sized for the API process (decision 076). Node sizes the old generation from the
 * container's memory limit (cgroup v1 or v2, through libuv): about half of it, 259 MB at 512 MiB.
 * That leaves the other half for what is not V8's heap (code, buffers, sockets; on PGlite, its
 * WebAssembly memory). Said once at start; a warning when the heap may outgrow the limit (a
 * `--max-old-space-size` above 75 % of it, e.g. through NODE_OPTIONS) or, in production, when
 * there is no limit at all (V8 then lets the heap grow to 4 GB and collects late).
 */
import os from 'node:os';
import v8 from 'node:v8';

/** Above this share of the memory limit, the heap alone can push the process into an OOM kill. */
export const MAX_HEAP_SHARE = 0.75;

export interface HeapSizing {
  heap_limit_mb: number;
  /** the container's (cgroup) memory limit; undefined: none */
  memory_limit_mb: number | undefined;
  warning?: string;
}

const MB = 1024 * 1024;

/** The heap ceiling against the memory limit; the inputs are the process's own unless given. */
export function heapSizing({
  heapLimit = v8.getHeapStatistics().heap_size_limit,
  constrained = process.constrainedMemory(),
  total = os.totalmem(),
  production = process.env.NODE_ENV === 'production',
}: {
  heapLimit?: number;
  constrained?: number;
  total?: number;
  production?: boolean;
} = {}): HeapSizing {
  // 0, or a huge number (no limit set), or one above the machine's memory: no limit of its own.
  const limit = constrained > 0 && constrained < total ? constrained : undefined;
  const sizing: HeapSizing = {
    heap_limit_mb: Math.round(heapLimit / MB),
    memory_limit_mb: limit === undefined ? undefined : Math.round(limit / MB),
  };
  if (limit !== undefined && heapLimit > limit * MAX_HEAP_SHARE) {
    sizing.warning = `V8's heap may grow to ${sizing.heap_limit_mb} MB of a ${sizing.memory_limit_mb} MB memory limit: the process can be OOM-killed before it collects. Leave --max-old-space-size unset (Node takes half the limit) or at most ${Math.floor((limit * MAX_HEAP_SHARE) / MB)}`;
  } else if (limit === undefined && production) {
    sizing.warning = `no memory limit: V8's heap may grow to ${sizing.heap_limit_mb} MB before it collects. Give the container a memory limit (512 MiB: a 259 MB heap) or set NODE_OPTIONS=--max-old-space-size=256`;
  }
  return sizing;
}
