/**
 * Stands in, in the browser bundle, for Gatsby's internal Partytown plugin's
 * gatsby-browser.js (see `withoutPartytown` in on-create-webpack-config.ts).
 * That file's one API, onInitialClientRender, returns at once outside
 * `gatsby develop`, but its top-level requires put gatsby-script and
 * @builder.io/partytown into every page's `app` chunk. This site runs no
 * off-main-thread scripts, so a production build needs none of it.
 */
export {}
