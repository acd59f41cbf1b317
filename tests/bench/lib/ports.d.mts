/** A port free a moment ago, below the kernel's ephemeral range. */
export function freePort(): Promise<number>;
