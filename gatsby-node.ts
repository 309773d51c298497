export { createSchemaCustomization } from "./src/build/node/create-schema-customization"
export { sourceNodes } from "./src/build/node/source-nodes"
export { createPages } from "./src/build/node/create-pages"
export { onPostBuild } from "./src/build/node/on-post-build"
