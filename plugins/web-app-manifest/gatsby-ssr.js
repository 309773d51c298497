// gatsby-plugin-manifest's head tags: the manifest link and the theme colour (see gatsby-node.js).
// Named, not re-exported whole: Gatsby finds a plugin's SSR APIs by reading its exports.
exports.onRenderBody = require("gatsby-plugin-manifest/gatsby-ssr").onRenderBody
