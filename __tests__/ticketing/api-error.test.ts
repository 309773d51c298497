import { readFileSync } from "node:fs"
import path from "node:path"

import { transformSync } from "@babel/core"

import { ApiError, serverMessage } from "../../src/ticketing/api-error"

describe("ApiError", () => {
  it("is an Error and an ApiError, carrying what the server answered", () => {
    const error = new ApiError("http", 503, { Message: "Vedlikehold" }, "tickets answered 503")
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: "ApiError", kind: "http", status: 503, body: { Message: "Vedlikehold" } })
    expect(error.message).toBe("tickets answered 503")
    expect(String(error)).toBe("ApiError: tickets answered 503")
    expect(error.stack).toContain("tickets answered 503")
    expect(new Error("plain")).not.toBeInstanceOf(ApiError)
  })

  it("gives the server's own explanation where its body has one", () => {
    expect(serverMessage(new ApiError("http", 400, { Message: "Feil passord" }, "login answered 400"))).toBe(
      "Feil passord",
    )
    expect(serverMessage(new ApiError("http", 400, { error: "Ugyldig" }, "login answered 400"))).toBe("Ugyldig")
    expect(serverMessage(new ApiError("http", 500, "<html>", "login answered 500"))).toBeUndefined()
    expect(serverMessage(new ApiError("network", 0, undefined, "login: offline"))).toBeUndefined()
    expect(serverMessage(Object.assign(new Error("x"), { body: { Message: "Feil" } }))).toBeUndefined()
  })

  it("compiles for the browser, as Gatsby's Babel preset does, without Babel's helpers for a subclass of Error", () => {
    // The preset compiles every class, and a subclass of a built-in then brings wrapNativeSuper and
    // its kin (about 1 KB gzip) into each chunk that throws one.
    const file = path.resolve("src/ticketing/api-error.ts")
    const output = transformSync(readFileSync(file, "utf8"), {
      filename: file,
      babelrc: false,
      configFile: false,
      comments: false,
      presets: [["babel-preset-gatsby", { stage: "build-javascript" }], "@babel/preset-typescript"],
    })?.code
    expect(output).toContain("ApiError")
    expect(output).not.toMatch(/wrapNativeSuper|isNativeFunction/)
  })
})
