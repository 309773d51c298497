/**
 * security.txt (RFC 9116) from SECURITY_CONTACT: the contact, an expiry under
 * a year ahead, and no way for the setting to add lines of its own.
 */
import { formatProblem } from "../../src/content-pipeline/problems"
import { securityContacts, securityTxt } from "../../src/content-pipeline/security-txt"

const fields = (text: string) =>
  text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => line.split(": ")[0])

describe("security.txt", () => {
  it("names the contact, the canonical address and an expiry just under a year from the build's day", () => {
    const text = securityTxt(
      ["mailto:sikkerhet@ramaskrik.no"],
      "https://ramaskrik.no",
      new Date("2027-03-01T17:45:00Z"),
    )
    expect(text).toContain("Contact: mailto:sikkerhet@ramaskrik.no\n")
    expect(text).toContain("Expires: 2028-02-28T00:00:00Z\n")
    expect(text).toContain("Canonical: https://ramaskrik.no/.well-known/security.txt\n")
    expect(fields(text)).toEqual(["Contact", "Expires", "Canonical", "Preferred-Languages"])
  })

  it("is the same for two builds on one day", () => {
    const contacts = ["https://ramaskrik.no/sikkerhet"]
    expect(securityTxt(contacts, "https://ramaskrik.no", new Date("2027-03-01T00:00:01Z"))).toBe(
      securityTxt(contacts, "https://ramaskrik.no", new Date("2027-03-01T23:59:59Z")),
    )
  })

  it("takes one or more contacts from SECURITY_CONTACT, the demo's on the sandbox, none otherwise", () => {
    expect(securityContacts({ SECURITY_CONTACT: "mailto:a@ramaskrik.no, https://ramaskrik.no/sikkerhet" })).toEqual({
      contacts: ["mailto:a@ramaskrik.no", "https://ramaskrik.no/sikkerhet"],
      problems: [],
    })
    expect(securityContacts({ RAMASKRIK_SANDBOX: "1" }).contacts).toEqual(["mailto:post@ramaskrik.no"])
    expect(securityContacts({})).toEqual({ contacts: [], problems: [] })
  })

  it.each([
    ["mailto:a@ramaskrik.no\nContact: https://evil.example", /no spaces or line breaks/],
    ["sikkerhet@ramaskrik.no", /is not an address/],
    ["http://ramaskrik.no/sikkerhet", /must be a mailto:, https: or tel: address/],
    ["javascript:alert(1)", /must be a mailto:, https: or tel: address/],
    ["mailto:ingen", /names no e-mail address/],
  ])("refuses %j, naming the variable", (value, message) => {
    const { contacts, problems } = securityContacts({ SECURITY_CONTACT: value })
    expect(contacts).toEqual([])
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^environment: SECURITY_CONTACT: .*${message.source}`)),
    ])
  })
})
