import type { Compiler } from "webpack"

/**
 * V8's explicit compile hint (Chrome 136 and later): with this line at the top of a script, every
 * function in it is compiled when the script loads, on the thread that streams the script in,
 * instead of on the main thread the first time each function is called. Other browsers read a
 * comment. https://v8.dev/blog/explicit-compile-hints
 */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * Puts the hint at the top of every script of the browser bundle, after minification (which would
 * drop it) and before webpack names the files by their content. On a first visit the framework's,
 * the app's and the page's code was compiled function by function while React hydrated, long tasks
 * Lighthouse counts as blocking; and the plan-maker's solver was compiled on the visitor's press.
 * Nearly all of that code runs on load, or on a press the chunk was fetched for
 * (docs/performance.md, "Compiled as it arrives").
 */
export class EagerCompileHint {
  apply(compiler: Compiler): void {
    const { BannerPlugin, Compilation } = compiler.webpack
    new BannerPlugin({
      banner: EAGER_COMPILE_HINT,
      raw: true,
      test: /\.js$/,
      stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }).apply(compiler)
  }
}
