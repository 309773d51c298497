/** Types of deploy/observatory-score.mjs, for the tests. */
export interface ObservatoryTest {
  result: string
  points: number
}
export declare function observatoryScore(
  headers: Readonly<Record<string, string>>,
  where: { metaPolicy?: string; https: boolean; redirectsToHttps: boolean },
): { score: number; grade: string; tests: Record<string, ObservatoryTest> }
