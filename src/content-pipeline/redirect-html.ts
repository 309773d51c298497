import { createHash } from "node:crypto"

/**
 * The file left at an old address, so that a direct load moves on by itself
 * on any static host, with no server rules and with or without JavaScript.
 * Its one inline script (which keeps the query and the fragment a meta
 * refresh drops) is the only script its own policy allows: the host's header
 * policy has no `script-src`, so the page must carry one.
 */
export function redirectHtml(toPath: string): string {
  const target = JSON.stringify(toPath).slice(1, -1).replace(/</g, "\\u003c")
  const attribute = toPath.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")
  const script = `location.replace("${target}" + location.search + location.hash)`
  const hash = createHash("sha256").update(script).digest("base64")
  const policy = `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`
  return `<!DOCTYPE html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<title>Siden har flyttet</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${attribute}">
<meta http-equiv="refresh" content="0; url=${attribute}">
<script>${script}</script>
</head>
<body>
<p>Siden har flyttet til <a href="${attribute}">${attribute}</a>.</p>
</body>
</html>
`
}
