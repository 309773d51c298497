import { removeDemoBuild } from "./demo-build"

/** The integration project's global teardown: the shared demo build goes with the run. */
export default function teardown(): void {
  removeDemoBuild()
}
