/** The `system_setting` row that marks the demo seed as done (a module of its own: the server reads it at start). */
export const SEED_KEY = 'demo_seed'
