import { join } from 'node:path'
import { serverRoot } from '../server-root'

/** The committed SQL migrations (a module of its own: the server's start reads their journal, decision 0086). */
export const migrationsFolder = () => join(serverRoot(), 'src/db/migrations')
