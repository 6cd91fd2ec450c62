import pLimit from 'p-limit'
import { hashPassword, verifyPassword } from 'better-auth/crypto'

/**
 * The auth library's own password hashing (scrypt, N 16384, r 16), one hash at a time per process (decision 0090).
 * Each hash holds 32 MiB and tens of milliseconds of a core on the thread pool: four logins at once held 128 MiB,
 * which showed as single RSS samples 40–50 MiB above their neighbours in the soak, while adding no throughput on a
 * two-core host. Logins arriving together now wait their turn; the login limiter bounds how many can arrive.
 */
const oneAtATime = pLimit(1)

export const passwordHashing = {
  /** Hashes running and waiting now. */
  load: () => ({ running: oneAtATime.activeCount, waiting: oneAtATime.pendingCount }),
  hash: (password: string): Promise<string> => oneAtATime(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }): Promise<boolean> => oneAtATime(() => verifyPassword(data)),
}
