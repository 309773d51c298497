import path from "node:path"

import type { GatsbyConfig } from "gatsby"

/** Where the content is read from: data/ unless CONTENT_DIR says otherwise (tests build broken copies). */
const contentDir = path.resolve(process.env.CONTENT_DIR ?? "data")

const config: GatsbyConfig = {
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir },
    },
  ],
}

export default config
