import pLimit from 'p-limit'
import { hashPassword, verifyPassword } from 'better-auth/crypto'

/**
 * The auth library's own password hashing (scrypt, N 16384, r 16), at most two hashes at a time per process (decision
 * 0090). Each hash holds 32 MiB and tens of milliseconds of a core on the thread pool: four logins at once (the
 * pool's size) held 128 MiB, which showed as single RSS samples 40–50 MiB above their neighbours in the soak. One at
 * a time kept the soak's RSS within ±7% but queued its logins (p50 2.9 s, p99 12 s at 3 a second on a busy
 * two-core host); two halve the peak and keep logins moving. The login limiter bounds how many can arrive.
 */
const AT_ONCE = 2
const limited = pLimit(AT_ONCE)

export const passwordHashing = {
  atOnce: AT_ONCE,
  /** Hashes running and waiting now. */
  load: () => ({ running: limited.activeCount, waiting: limited.pendingCount }),
  hash: (password: string): Promise<string> => limited(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }): Promise<boolean> => limited(() => verifyPassword(data)),
}
