/**
 * Runs `run` in a task of its own, after the current one. The effects a page runs as it hydrates all run in one
 * task; work they set off that nothing on screen waits for (reading storage, sending a beacon, mounting lazy parts)
 * goes here instead, so that the browser can handle input between the pieces. Returns a cancel function, for an
 * effect's clean-up.
 */
export function inNextTask(run: () => void): () => void {
  const timer = setTimeout(run, 0)
  return () => clearTimeout(timer)
}
