/** gatsby-source-filesystem's name for static/, whose File nodes the build checks the content's pictures against. */
export const STATIC_SOURCE = "static"
