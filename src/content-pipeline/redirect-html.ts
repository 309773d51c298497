/**
 * The file left at an old address, so that a direct load moves on by itself
 * on any static host, with no server rules and with or without JavaScript.
 */
export function redirectHtml(toPath: string): string {
  const target = JSON.stringify(toPath).slice(1, -1).replace(/</g, "\\u003c")
  const attribute = toPath.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")
  return `<!DOCTYPE html>
<html lang="nb">
<head>
<meta charset="utf-8">
<title>Siden har flyttet</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${attribute}">
<meta http-equiv="refresh" content="0; url=${attribute}">
<script>location.replace("${target}" + location.search + location.hash)</script>
</head>
<body>
<p>Siden har flyttet til <a href="${attribute}">${attribute}</a>.</p>
</body>
</html>
`
}
