/**
 * A memory-limited cgroup for one process, as a container runtime gives it (the API memory bench,
 * decision 076): a child of this process's own cgroup (cgroup v2 `memory.max`, or v1's memory
 * controller `memory.limit_in_bytes`), so that the machine's own limits still apply above it.
 * Needs write access to the cgroup tree (root, or a delegated cgroup). `wrap(argv)` is the command
 * that starts `argv` inside it: a shell that moves itself in, then execs (same pid, so the process
 * starts, and sizes its heap, under the limit).
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = '/sys/fs/cgroup';

/** This process's cgroup path in the v2 tree, or in v1's memory hierarchy. */
function ownCgroup() {
  const lines = readFileSync('/proc/self/cgroup', 'utf8').trim().split('\n');
  if (existsSync(join(ROOT, 'cgroup.controllers'))) {
    const path = lines.find((l) => l.startsWith('0::'))?.slice(3);
    return path === undefined ? undefined : { version: 2, dir: join(ROOT, path) };
  }
  const memory = lines.map((l) => l.split(':')).find(([, controllers]) => controllers === 'memory');
  return memory ? { version: 1, dir: join(ROOT, 'memory', memory[2]) } : undefined;
}

const number = (text) => (text.trim() === 'max' ? Number.POSITIVE_INFINITY : Number(text.trim()));
const field = (text, name) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);

/**
 * Creates the cgroup with `limitBytes` (no swap beyond it where the kernel offers the knob).
 * Throws with the reason when this host does not let us (no memory controller, no permission).
 */
export function createMemoryCgroup(limitBytes, name = `api-memory-${process.pid}`) {
  const own = ownCgroup();
  if (!own) throw new Error('no memory cgroup for this process (/proc/self/cgroup)');
  const dir = join(own.dir, name);
  mkdirSync(dir);
  try {
    if (own.version === 2) {
      writeFileSync(join(dir, 'memory.max'), String(limitBytes));
      if (existsSync(join(dir, 'memory.swap.max'))) writeFileSync(join(dir, 'memory.swap.max'), '0');
    } else {
      writeFileSync(join(dir, 'memory.limit_in_bytes'), String(limitBytes));
    }
  } catch (err) {
    rmdirSync(dir);
    // cgroup v2 gives a child memory files only when its parent enables the controller for its
    // children (cgroup.subtree_control), which a cgroup that holds processes cannot (only the v1
    // path was run on this project's hosts).
    if (own.version === 2 && err.code === 'ENOENT')
      throw new Error(
        `cgroup v2: ${own.dir}/cgroup.subtree_control does not enable memory for its children; run the bench where it does (a delegated, otherwise empty cgroup)`,
      );
    throw err;
  }
  const read = (file) => readFileSync(join(dir, file), 'utf8');
  return {
    version: own.version,
    dir,
    limitBytes,
    /** `argv` run by `sh -c` that joins the cgroup, then execs it (same pid). */
    wrap: (argv) => ['sh', '-c', 'echo $$ > "$0" && exec "$@"', join(dir, 'cgroup.procs'), ...argv],
    /** Memory charged to the cgroup now and at its peak (bytes; page cache included), and OOM kills. */
    usage() {
      if (own.version === 2) {
        const peak = existsSync(join(dir, 'memory.peak')) ? number(read('memory.peak')) : undefined;
        return {
          current: number(read('memory.current')),
          peak,
          oomKills: field(read('memory.events'), 'oom_kill'),
        };
      }
      return {
        current: number(read('memory.usage_in_bytes')),
        peak: number(read('memory.max_usage_in_bytes')),
        oomKills: field(read('memory.oom_control'), 'oom_kill'),
      };
    },
    /** Removes the (empty) cgroup; its processes must have exited. */
    remove() {
      try {
        rmdirSync(dir);
      } catch {}
    },
  };
}
