import path from "node:path"

import type { GatsbyConfig } from "gatsby"

import { STATIC_SOURCE } from "./src/build/node/static-source"
import { apiOrigins, runtimeCaching } from "./src/offline/runtime-caching"

const newsletterUrl = process.env.GATSBY_NEWSLETTER_URL ?? "http://localhost:9100/newsletter/subscribe"

const config: GatsbyConfig = {
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      // static/ as File nodes: createPages checks every picture the content names against them.
      // (The content itself is read in sourceNodes, see src/build/node/source-nodes.ts.)
      resolve: "gatsby-source-filesystem",
      options: { name: STATIC_SOURCE, path: path.resolve("static") },
    },
    {
      resolve: "gatsby-plugin-offline",
      options: {
        // Min side must open at the cinema door without a network, even on a first offline visit.
        precachePages: ["/min-side/"],
        workboxConfig: { runtimeCaching: runtimeCaching(apiOrigins([newsletterUrl])) },
      },
    },
  ],
}

export default config
