/** Types of scripts/publish.mjs, for the tests. */
export declare const PRECOMPRESSED: readonly string[]
export declare function precompresses(env?: Record<string, string | undefined>): boolean
export declare function compressedVersions(relativePath: string, bytes: Buffer): Map<string, Buffer>
export declare function manifestFile(dist: string): string
export declare function publishOrder(relativePath: string): 0 | 1 | 2 | 3
export declare function publish(
  from: string,
  to: string,
  options?: { precompress?: boolean },
): { copied: number; replaced: number; removed: number; unchanged: number }
