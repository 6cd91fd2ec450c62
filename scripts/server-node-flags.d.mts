/** Types for server-node-flags.mjs (read by the TypeScript Playwright config). */
export declare const SERVER_NODE_FLAGS: readonly string[]
