/** Types of deploy/previous-assets.mjs, for the tests. */
export declare function keepPreviousAssets(dist: string, store: string): { kept: number; own: number }
