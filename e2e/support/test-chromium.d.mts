/** Types of e2e/support/test-chromium.mjs. */
export declare const testChromium: string
