import path from "node:path"

import type { GatsbyConfig } from "gatsby"

import { sitemapOptions } from "./src/content-pipeline/crawling"
import { applySandboxAddresses, browserServiceUrls } from "./src/content-pipeline/deploy-settings"
import { STATIC_SOURCE } from "./gatsby/static-source"
import { apiOrigins, runtimeCaching } from "./src/offline/runtime-caching"
import { manifestOptions } from "./src/offline/web-app-manifest"

// Before webpack inlines the GATSBY_ variables; sourceNodes refuses a build that lacks any.
applySandboxAddresses(process.env)

const config: GatsbyConfig = {
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    // react-helmet changes the head at run time where the page itself changes it (the search's title);
    // every page's head is rendered at build time through Gatsby's Head API.
    "gatsby-plugin-react-helmet",
    {
      // static/ as File nodes: createPages checks every picture the content names against them.
      // (The content itself is read in sourceNodes, see gatsby/source-nodes.ts.)
      resolve: "gatsby-source-filesystem",
      options: { name: STATIC_SOURCE, path: path.resolve("static") },
    },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    // gatsby-plugin-manifest, without its browser code (plugins/web-app-manifest/); before the
    // offline plugin, whose service worker then caches the manifest and its icons.
    { resolve: "web-app-manifest", options: manifestOptions },
    {
      resolve: "gatsby-plugin-offline",
      options: {
        // Min side must open at the cinema door without a network, even on a first offline visit;
        // so must the plan (its /screenings.json is cached by the .json rule when fetched).
        precachePages: ["/min-side/", "/min-festival/"],
        // A page never opened, asked for offline: "Du er uten nett" (static/uten-nett/), not the browser's error.
        // Relative, not absolute: the plugin's options are written into the browser's app bundle,
        // whose hash (and so every page's inline chunk map) must not depend on the project's folder.
        appendScript: "src/offline/sw-offline-fallback.js",
        workboxConfig: {
          runtimeCaching: runtimeCaching(
            apiOrigins(browserServiceUrls(process.env)),
            [process.env.GATSBY_TICKETING_EVENTS_PROXY ?? ""].filter(Boolean),
          ),
        },
      },
    },
  ],
}

export default config
