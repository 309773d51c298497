import type { GatsbyConfig } from "gatsby"

import { contentDir } from "./src/build/content-dir"

const config: GatsbyConfig = {
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir() },
    },
  ],
}

export default config
