import { and, eq, inArray } from 'drizzle-orm'
import { renderMarkdown } from '../../platform/content'
import type { Db } from '../client'
import { betaApplication, betaProgram } from '../schema/beta-programs'
import { catalogTool } from '../schema/catalog'
import { DEMO_ACCOUNTS } from './demo-accounts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

// Issue 26 item 7: the demo's beta programs — two open for sign-up, one that ran — and the demo customer's
// application to the first. Idempotent: a program whose title exists is left as it is, an application as it is.

type ProgramSeed = {
  title: string
  summary: string
  markdown: string
  status: 'open' | 'closed'
  makeSlugs: string[]
  toolSlugs: string[]
  capacity: number | null
  startsOn: string | null
  endsOn: string | null
}

export const BETA_PROGRAM_SEEDS: ProgramSeed[] = [
  {
    title: 'FlashZilla V3 datalogging firmware beta',
    summary:
      'Test firmware 3.4 on your FZ3: 40 channels at 20 Hz, wideband input and logs that upload straight to your tune request.',
    status: 'open',
    makeSlugs: [],
    toolSlugs: ['fz3'],
    capacity: 25,
    startsOn: '2026-01-12',
    endsOn: '2026-03-31',
    markdown: `## What you test

Firmware **3.4** for the FlashZilla V3 rewrites the logger. In our workshop it records up to **40 channels at 20 Hz**
(the current release: 16 channels at 10 Hz) and reads a wideband controller on the tool's analog input.

- Log boost, timing, knock retard, fuel pressure and lambda in one pass
- Upload a finished log to your open tune request from the tool's menu, no laptop needed
- New channel presets for the Volkswagen EA888, Ford EcoBoost and BMW B58

## What we ask of you

1. Flash the beta firmware with FZ Updater (we e-mail the link once you are accepted).
2. Record at least **three pulls in 3rd or 4th gear** over the first two weeks and upload them.
3. Tell us in the beta forum what broke, what was slow and which channels you missed.

## Good to know

The beta writes logs only: **it never changes how the tool flashes an ECU**, and you can go back to 3.3 at any
time. Keep your tool on USB power while you update.`,
  },
  {
    title: 'DSG stage 2 TCU calibration beta',
    summary:
      'Raised clutch clamping, faster shifts and launch control for the DQ250 and DQ381 behind a stage 2 engine tune.',
    status: 'open',
    makeSlugs: ['audi', 'volkswagen'],
    toolSlugs: [],
    capacity: 12,
    startsOn: '2026-02-01',
    endsOn: '2026-04-30',
    markdown: `## The calibration

A TCU file for cars that make **more torque than the stock clutch clamping allows**: stage 2 EA888 engines with an
intake, downpipe and intercooler.

| | Stock | Beta |
|---|---|---|
| Clutch torque limit | 350 Nm | 500 Nm |
| Upshift, full throttle | 300 ms | 180 ms |
| Launch control | — | 3,200 rpm, adjustable |

## Who can join

Audi and Volkswagen owners with a **DQ250 6-speed or DQ381 7-speed** gearbox and a stage 2 engine tune from us or
one of our dealers. Tell us the gearbox and your modifications in the notes.

## What we ask of you

- A TCU read before we send the file, and a datalog of two launches and a full pull after
- 1,000 km of everyday driving in the first month, with a short report on shift quality

We check every log before we widen the rollout. You can return to your stock TCU file at any time.`,
  },
  {
    title: 'Ford EcoBoost E85 flex-fuel beta',
    summary: 'Automatic blending tables for ethanol content from E10 to E85 on the 2.7 and 3.5 EcoBoost. Finished.',
    status: 'closed',
    makeSlugs: ['ford'],
    toolSlugs: ['fz3', 'fzl'],
    capacity: 20,
    startsOn: '2025-09-01',
    endsOn: '2025-12-15',
    markdown: `## What we tested

Flex-fuel tables that read the ethanol content sensor and blend **timing, fuel and boost** from E10 to E85, so a
tank of mixed fuel runs the right tune on its own.

## Results

Twenty F-150 and Expedition owners logged **2,400 km of mixed-fuel driving**. On E85 the 3.5 EcoBoost made
an average of 58 hp more at the wheels than on 93 octane, with knock retard under 2° in every log.

The calibration is now part of our regular E85 tune for the 2.7 and 3.5 EcoBoost. Thank you to everyone who took
part.`,
  },
]

const CUSTOMER = DEMO_ACCOUNTS.find((account) => account.email === 'customer@example.com')!

export async function seedBetaPrograms(tx: Tx, at: Date) {
  const tools = await tx.select({ id: catalogTool.id, slug: catalogTool.slug }).from(catalogTool)
  const toolId = new Map(tools.map((tool) => [tool.slug, tool.id]))
  const existing = await tx
    .select({ id: betaProgram.id, title: betaProgram.title })
    .from(betaProgram)
    .where(
      inArray(
        betaProgram.title,
        BETA_PROGRAM_SEEDS.map((seed) => seed.title),
      ),
    )
  const ids = new Map(existing.map((row) => [row.title, row.id]))
  for (const seed of BETA_PROGRAM_SEEDS) {
    if (ids.has(seed.title)) continue
    const [row] = await tx
      .insert(betaProgram)
      .values({
        title: seed.title,
        summary: seed.summary,
        markdown: seed.markdown,
        html: renderMarkdown(seed.markdown),
        status: seed.status,
        makeSlugs: seed.makeSlugs,
        toolIds: seed.toolSlugs.flatMap((slug) => (toolId.has(slug) ? [toolId.get(slug)!] : [])),
        capacity: seed.capacity,
        startsOn: seed.startsOn,
        endsOn: seed.endsOn,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: betaProgram.id })
    ids.set(seed.title, row!.id)
  }
  const firmware = ids.get(BETA_PROGRAM_SEEDS[0]!.title)!
  const [already] = await tx
    .select({ id: betaApplication.id })
    .from(betaApplication)
    .where(and(eq(betaApplication.programId, firmware), eq(betaApplication.userId, CUSTOMER.id)))
  if (!already) {
    await tx.insert(betaApplication).values({
      programId: firmware,
      userId: CUSTOMER.id,
      make: 'volkswagen',
      model: 'Golf GTI',
      year: 2019,
      engine: '2.0 TSI EA888 Gen 3',
      toolId: toolId.get('fz3') ?? null,
      notes: 'Stage 1 with an intake and a Bosch LSU 4.9 wideband on the analog input. I log every weekend.',
      createdAt: at,
      updatedAt: at,
    })
  }
}
