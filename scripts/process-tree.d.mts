/** Types of scripts/process-tree.mjs, for the tests. */
export declare function processTree(root: number): { pid: number; ppid: number; line: string }[]
export declare function killTree(root: number): string
