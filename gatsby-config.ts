import type { GatsbyConfig } from "gatsby"

import { contentDir } from "./src/build/content-dir"
import { apiOrigins, runtimeCaching } from "./src/offline/runtime-caching"

const newsletterUrl = process.env.GATSBY_NEWSLETTER_URL ?? "http://localhost:9100/newsletter/subscribe"

const config: GatsbyConfig = {
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir() },
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
