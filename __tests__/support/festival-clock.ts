/**
 * The fixtures' showtimes are in October 2025, and a showtime row says
 * "Vist" once the visitor's clock has passed its start: tests of what a row
 * offers before the festival set the clock to a day before it.
 */
export const BEFORE_THE_FIXTURES = Date.parse("2025-10-01T12:00:00+02:00")

export function clockBeforeTheFixtures(): void {
  let clock: jest.SpyInstance<number, []> | undefined
  beforeEach(() => {
    clock = jest.spyOn(Date, "now").mockReturnValue(BEFORE_THE_FIXTURES)
  })
  afterEach(() => clock?.mockRestore())
}
