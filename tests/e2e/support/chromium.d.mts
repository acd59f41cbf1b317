export declare const FULL_CHROMIUM: string;
export declare const HEADLESS_SHELL: string;
export declare function journeyChromium(from?: {
  argv?: string[];
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
}): string | null;
