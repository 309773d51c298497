// Gatsby reads a plugin's gatsby-node.js and gatsby-ssr.js; the package needs a main file all the same.
module.exports = {}
