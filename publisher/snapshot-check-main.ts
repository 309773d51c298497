/**
 * `tsx publisher/snapshot-check-main.ts <snapshot>`: checks a snapshot
 * (snapshot-check.ts) and prints the result as one JSON object.
 */
import { checkSnapshot } from "./snapshot-check"

const target = process.argv[2]
if (target === undefined) {
  console.error("Usage: snapshot-check-main.ts <snapshot folder>")
  process.exit(2)
}
checkSnapshot(target).then(
  (result) => process.stdout.write(JSON.stringify(result)),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
