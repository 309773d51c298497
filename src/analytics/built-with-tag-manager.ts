/**
 * Whether the site names a tag manager container, fixed when the bundle is
 * built: gatsby/on-create-webpack-config.ts writes it in for the browser
 * bundle and the server render alike, so that for a site without a container
 * the minifier drops the consent code, the footer's settings link and the data
 * layer's events, and its pages load none of it. The unit tests set it true
 * (__tests__/support/setup-ui.ts) and let site.json's field decide, as it also
 * does in the bundle. Used bare at each place, not through an import: only a
 * literal `false` in the code itself lets the minifier drop what it guards.
 */
declare global {
  const __MAY_HAVE_TAG_MANAGER__: boolean
}

export {}
