#!/usr/bin/env node
/** Writes deploy/nginx.conf from deploy/host-rules.mjs (a unit test fails while the two differ). */
import { writeFileSync } from "node:fs"

import { nginxServerBlock } from "./host-rules.mjs"

writeFileSync(new URL("nginx.conf", import.meta.url), nginxServerBlock())
