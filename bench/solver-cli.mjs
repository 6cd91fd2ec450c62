// Runs the solver bench alone: `npx node bench/solver-cli.mjs` (about 5 seconds).
import { benchSolver, solverTable } from './solver.mjs'

const figures = await benchSolver()
console.log(`Tool compatibility solver (Node ${process.version})\n`)
console.log(solverTable(figures))
