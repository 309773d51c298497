/**
 * Component and account tests call the local sandbox's addresses (through
 * MSW), as the demo build does: they say so, as `npm start` does.
 */
import { applySandboxAddresses, SANDBOX_SWITCH } from "../../src/content-pipeline/deploy-settings"

process.env[SANDBOX_SWITCH] = "1"
applySandboxAddresses(process.env)
