/** Types of scripts/cache-origin.mjs, for the tests. */
export declare function staleCacheReason(root: string): string | null
export declare function deleteCache(root: string): void
export declare function recordCacheOrigin(root: string): void
