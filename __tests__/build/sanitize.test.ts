import { sanitizeContentHtml } from "../../src/build/sanitize"

describe("sanitizing editor HTML", () => {
  it("keeps ordinary content", () => {
    const html =
      '<h2>Program</h2><p>Se <a href="/program">programmet</a> og <strong>kjøp</strong> billett.</p><ul><li>Én</li></ul>'
    expect(sanitizeContentHtml(html)).toBe(html)
  })

  it("removes scripts with their content", () => {
    expect(sanitizeContentHtml("<p>Hei</p><script>steal()</script>")).toBe("<p>Hei</p>")
  })

  it("removes event handlers and styles", () => {
    expect(
      sanitizeContentHtml('<img src="/a.svg" alt="" onerror="steal()" style="x"><p onclick="steal()">Hei</p>'),
    ).toBe('<img src="/a.svg" alt="" /><p>Hei</p>')
  })

  it("removes javascript: URLs", () => {
    expect(sanitizeContentHtml('<a href="javascript:steal()">klikk</a>')).toBe("<a>klikk</a>")
    expect(sanitizeContentHtml('<a href=" JaVaScRiPt:steal()">klikk</a>')).toBe("<a>klikk</a>")
  })

  it("keeps inline frames only from allowed video players", () => {
    expect(sanitizeContentHtml('<iframe src="https://evil.example/x"></iframe>')).toBe("")
    const trailer = '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Trailer"></iframe>'
    expect(sanitizeContentHtml(trailer)).toBe(trailer)
  })

  it("makes links that open a new window safe", () => {
    expect(sanitizeContentHtml('<a href="https://a.no" target="_blank">a</a>')).toBe(
      '<a href="https://a.no" target="_blank" rel="noopener noreferrer">a</a>',
    )
  })
})
