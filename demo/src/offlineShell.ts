/**
 * The offline shell's registration, in a module of its own so that the entry loads it after load
 * by itself: importing `atlas-client/offline` dynamically would load the whole entry's namespace
 * (the outbox and the read cache too), as one module the page also imports statically.
 */
import { registerServiceWorker } from "atlas-client/offline"

/** Registers `sw.js` (after load and idle). */
export const registerShell = (): Promise<unknown> => registerServiceWorker()
