/**
 * gatsby-plugin-manifest's build: the manifest and its icons. This local
 * plugin is gatsby-plugin-manifest minus its gatsby-browser.js, which only
 * swaps manifests between languages (this site has one). Gatsby writes every
 * browser plugin's options into the app bundle, and this plugin's options
 * are the whole manifest: listed as it is, it would add them to every page's
 * first load (docs/performance.md).
 */
module.exports = require("gatsby-plugin-manifest/gatsby-node")
