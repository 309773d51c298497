import type { EventsProxy } from "../deploy/host-rules.mjs"

export declare function siteWithEventsProxy(dist: string, target: string, eventsProxy: EventsProxy): string
