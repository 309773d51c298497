import { compareNorwegian } from "../../src/content-model/norwegian-text"

// Names a programme could list: venues, halls, and the letters Norwegian order treats apart.
const NAMES = [
  "Oppdal kulturhus",
  "Oppdal Kulturhus",
  "oppdal kulturhus",
  "Quality Hotel Skifer",
  "Gravhaugen",
  "Svømmehallen",
  "Svommehallen",
  "Øvre sal",
  "Ørnereiret",
  "Ærfugl",
  "Ålesund kino",
  "Åsen",
  "Aasen",
  "Kaaf",
  "Kåf",
  "Kaf",
  "Zebra",
  "zebra",
  "Ödeborg",
  "Odeborg",
  "Ärlig",
  "Übersee",
  "Yr",
  "Uhu",
  "Café Kino",
  "Cafe Kino",
  "café kino",
  "Élan",
  "Elan",
  "Kinosal 2",
  "Kinosal 10",
  "Sal 1",
  "Sal A",
  "Sal B",
  "Sal-B",
  "Blodmåne: Del II",
  "Blodmåne Del II",
  "Blodmane",
  "Bølgen",
  "Bolgen",
  "Kultur huset",
  "Kultur-huset",
  "Kulturhuset",
]

describe("Norwegian alphabetical order in the browser", () => {
  it("orders every pair of names as Intl.Collator('nb') does", () => {
    const collator = new Intl.Collator("nb").compare
    const differing = NAMES.flatMap((a) =>
      NAMES.filter((b) => Math.sign(compareNorwegian(a, b)) !== Math.sign(collator(a, b))).map((b) => `${a} | ${b}`),
    )
    expect(differing).toEqual([])
  })

  it("puts Æ, Ø and Å after Z, and AA with Å", () => {
    expect(["Åsen", "Zebra", "Ørnereiret", "Aasen", "Ærfugl", "Amfi"].sort(compareNorwegian)).toEqual([
      "Amfi",
      "Zebra",
      "Ærfugl",
      "Ørnereiret",
      "Åsen",
      "Aasen",
    ])
  })
})
