/** Types of scripts/publish.mjs, for the tests. */
export declare function manifestFile(dist: string): string
export declare function publishOrder(relativePath: string): 0 | 1 | 2 | 3
export declare function publish(
  from: string,
  to: string,
): { copied: number; replaced: number; removed: number; unchanged: number }
