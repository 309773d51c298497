/**
 * One raw node:http request to a sandbox on 127.0.0.1, because fetch refuses
 * to send some of the requests these tests need (TRACE, a broken URL).
 */
import { request as httpRequest } from "node:http"

export function sandboxRequest(
  port: number,
  method: string,
  path: string,
  body?: { type: string; text: string },
): Promise<{ status: number; text: string; allow?: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: body ? { "Content-Type": body.type, "Content-Length": Buffer.byteLength(body.text) } : {},
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            allow: response.headers.allow,
          }),
        )
      },
    )
    outgoing.on("error", reject)
    outgoing.end(body?.text)
  })
}
