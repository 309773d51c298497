import { withTrailer } from "./production-cover"
import { SCHEDULE_BLOCK_REGISTRY } from "./schedule-blocks"
import { Search } from "./search"
import { TEXT_BLOCK_REGISTRY } from "./text-blocks"
import type { BlockRegistry } from "./types"

/**
 * The one map from a block's `component` name to what draws it; the build allows no other names.
 * A page template imports only the parts it draws (src/content-model/page-templates.ts).
 */
export const BLOCK_REGISTRY: BlockRegistry = {
  ...TEXT_BLOCK_REGISTRY,
  ...SCHEDULE_BLOCK_REGISTRY,
  // A production's page shows its trailer in the cover's place.
  cover: withTrailer(TEXT_BLOCK_REGISTRY.cover),
  search: Search,
}
