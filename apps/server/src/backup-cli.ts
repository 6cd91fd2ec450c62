// `npm run backup [-- --out <folder>]` and `npm run restore -- <archive> [--force]` (decision 0084), on the database
// and file store the environment names (DATA_DIR or DATABASE_URL, S3_* as the shop reads them).
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { BackupError } from './backup/archive'
import { backup, describeBackup } from './backup/backup'
import { describeRestore, restore } from './backup/restore'
import { ConfigError, readEnv } from './env'

const USAGE = `usage: npm run backup [-- --out <folder>]        (default folder: ./backups)
       npm run restore -- <backup folder> [--force]  (--force: replace the data already there)`

const ArgsSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('backup'), out: z.string().min(1).default('backups'), archive: z.undefined() }),
  z.object({ command: z.literal('restore'), archive: z.string().min(1), force: z.boolean().default(false) }),
])

function readArgs(argv: string[]) {
  let read
  try {
    read = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { out: { type: 'string' }, force: { type: 'boolean' } },
    })
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n${USAGE}`)
  }
  const { values, positionals } = read
  const [command, archive, ...rest] = positionals
  const parsed = ArgsSchema.safeParse({ command, archive, ...values })
  if (!parsed.success || rest.length > 0) throw new BackupError(USAGE)
  return parsed.data
}

async function main() {
  const args = readArgs(process.argv.slice(2))
  const env = readEnv()
  if (args.command === 'backup') {
    console.log(describeBackup(await backup({ env, outDir: args.out })))
  } else {
    console.log(describeRestore(await restore({ env, archive: args.archive, force: args.force })))
  }
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError
  console.error(known ? (error as Error).message : error)
  process.exit(1)
})
