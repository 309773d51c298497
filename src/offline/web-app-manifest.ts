/**
 * gatsby-plugin-manifest's options: the web app manifest that lets a
 * visitor put the festival on a phone's home screen, opening on the
 * programme. Listed before gatsby-plugin-offline in gatsby-config.ts, so the
 * service worker caches the manifest and its icons with the rest.
 */

/** The festival's night and its blood, as src/styles/global.css names them (`--bg`, `--blood`). */
export const FESTIVAL_COLOURS = { night: "#0a0809", blood: "#b3121f" } as const

/** Drawn once, as a maskable icon (full bleed, its picture inside the safe zone); the plugin renders every size. */
const ICON_SOURCE = "src/images/app-icon.svg"

/** The sizes Android, Chrome, Edge and Windows ask for; 180 is Apple's home-screen size. */
const SIZES = [48, 72, 96, 144, 180, 192, 256, 384, 512] as const

const iconFile = (size: number) => `/app-icons/icon-${size}x${size}.png`

const icons = [
  ...SIZES.map((size) => ({ src: iconFile(size), sizes: `${size}x${size}`, type: "image/png", purpose: "any" })),
  // The same pictures may be cut to the phone's own shape: their picture is inside the safe zone.
  ...[192, 512].map((size) => ({
    src: iconFile(size),
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose: "maskable",
  })),
]

/** The one Apple device icon the head names: Safari reads no manifest icons. */
export const APPLE_TOUCH_ICON = iconFile(180)

export const manifestOptions = {
  name: "Ramaskrik – skrekkfilmfestival i Oppdal",
  short_name: "Ramaskrik",
  description: "Programmet, billettene og planen din for Ramaskrik, Norges skrekkfilmfestival i Oppdal.",
  lang: "nb",
  dir: "ltr",
  start_url: "/program/",
  scope: "/",
  display: "standalone",
  background_color: FESTIVAL_COLOURS.night,
  theme_color: FESTIVAL_COLOURS.night,
  icon: ICON_SOURCE,
  icons,
  shortcuts: [
    {
      name: "Min festival",
      short_name: "Min festival",
      description: "Planen din med visningene du har valgt",
      url: "/min-festival/",
      icons: [{ src: iconFile(96), sizes: "96x96", type: "image/png" }],
    },
    {
      name: "Program",
      short_name: "Program",
      description: "Hele programmet, dag for dag",
      url: "/program/",
      icons: [{ src: iconFile(96), sizes: "96x96", type: "image/png" }],
    },
  ],
  // What the plugin would add to every page's head for nothing: the site has its own SVG favicon;
  // one apple-touch-icon (gatsby-ssr.tsx) does what the legacy link per icon size did; and a
  // `?v=` hash on every icon address, which a revalidating host does not need.
  include_favicon: false,
  legacy: false,
  cache_busting_mode: "none",
  theme_color_in_head: true,
} as const
