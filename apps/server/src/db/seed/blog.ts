import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { blogPost, staffBio } from '../schema/blog'
import { renderMarkdown } from '../../platform/content'

// The demo blog (issue 26 item 5, decision 0116): three staff bios and ten posts over every tag — dealer guides,
// a FlashZilla feature, vehicle results, shop news — one scheduled three weeks after the seed's day (not on the blog
// yet) and one draft. Idempotent: bios are keyed by slug, posts by slug, and nothing is written twice.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const at = (iso: string) => new Date(iso)

const SAM_STAFF_ID = '00000000-0000-4000-8000-000000000006'

const BIOS = [
  {
    slug: 'sam-staff',
    userId: SAM_STAFF_ID,
    name: 'Sam Staff',
    roleTitle: 'Dealer success lead',
    photo: null,
    markdown: `Sam looks after our dealers from the day they apply: onboarding calls, billing questions, statements and the odd stuck order. Before joining us Sam ran the service desk of a European performance shop in Costa Mesa for six years, so most dealer questions are ones Sam has asked someone else first.

Ask Sam about tune credits, dealer pricing and how to get a new shop from approved to its first flashed car in a week.
`,
  },
  {
    slug: 'marco-ruiz',
    userId: null,
    name: 'Marco Ruiz',
    roleTitle: 'Lead calibrator',
    photo: null,
    markdown: `Marco writes and reviews the ECU calibrations for our turbocharged gasoline platforms: the VW and Audi EA888, BMW's B58 and Ford's EcoBoost engines. He has been calibrating engines for eleven years, the first four of them at an OEM supplier's test cell.

Every first log of a custom tune passes his desk. He would like you to gap your plugs.
`,
  },
  {
    slug: 'jenna-okafor',
    userId: null,
    name: 'Jenna Okafor',
    roleTitle: 'Product manager, FlashZilla',
    photo: null,
    markdown: `Jenna runs the FlashZilla line: what the FZ3, the FlashZilla Lite and the FZPRO bench kit do next, and which firmware ships when. She came to us from the test department of a diagnostics company and still logs every release on her own car first.

Feature requests for the tools go to her — open a ticket and say which tool.
`,
  },
] as const
type PostSeed = {
  slug: string
  title: string
  excerpt: string
  tags: string[]
  author: string
  publishAt: Date | null
  coverImage: string | null
  markdown: string
}
function posts(scheduledAt: Date): PostSeed[] {
  return [
    {
      slug: 'dealer-pricing-and-tune-credits-explained',
      title: 'Dealer pricing and tune credits, explained',
      excerpt:
        'How dealer prices, tune credits, credit codes and the monthly statement fit together, and when buying credits pays off.',
      tags: ['Dealer'],
      author: 'sam-staff',
      publishAt: at('2025-11-18T16:00:00Z'),
      coverImage: null,
      markdown: `Every dealer account runs on two things: the dealer price of each tune and tool, and a balance of **tune credits** you can spend instead of paying per order. This is how the two fit together, and how they show up on your monthly statement.

## Dealer prices

Once your application is approved, every catalog page and the checkout show you the dealer price next to retail. The gap depends on the product: flash tools such as the FlashZilla V3 carry a smaller margin than tune files, because the hardware costs us real money to build and ship. Custom tune requests are priced at the dealer rate too, so you can quote your customer the retail price and keep the difference.

A few rules worth knowing:

- Prices are set per currency, never converted at checkout. A Canadian dealer pays the CAD price, a German dealer the EUR price.
- A sale or discount code applies to the retail price, not on top of your dealer price. If the sale price drops below your dealer price, you pay the lower one.
- Tools you buy for your own shop (a bench harness, a second FZ3 for the loaner drawer) go through the same checkout, billed to the dealer.

## Tune credits

A tune credit is one prepaid tune of a kind: **ECU**, **TCU** or **AWD**. Buy them in packs from the Tune credits tab of your dealer portal, and each order you place for a customer can be paid with a credit instead of a card. Credits are recorded in the ledger like money, so every credit in and out is a line you can trace.

Credits make sense when you tune a steady number of cars a month: you pay once, your technicians never wait on a card, and the price per tune is fixed even if list prices move. If you mostly do one-off jobs, paying per order at the dealer price is simpler.

You can also hand out **credit codes**: a code holds a number of credits of each kind, and the customer who claims it gets those credits on their own account. Shops use them for "tune included" packages with a new intake or downpipe.

## Your statement

Orders billed to the dealer rather than paid by card go on your balance. At the start of each month you get one statement listing every charge, payment and credit purchase of the month before, with the balance carried forward. Pay it from the Pay balance tab by card or bank transfer.

If an order would take your balance over your credit limit, the checkout stops with *This purchase exceeds a credit limit. Please confirm the current account balance.* Pay down the balance, or ask us to review the limit once you have a few months of statements behind you.

Questions about a line on your statement? Open a ticket from the contact panel with the statement number and we will answer within one business day.
`,
    },
    {
      slug: 'how-to-submit-a-customers-custom-tune-request',
      title: 'How to submit a customer’s custom tune request',
      excerpt:
        'The five things our calibrators need with a custom request: an unmodified read, the exact vehicle, every part, the customer’s goals and who pays.',
      tags: ['Dealer', 'Vehicles'],
      author: 'marco-ruiz',
      publishAt: at('2025-12-02T17:30:00Z'),
      coverImage: null,
      markdown: `Most of the cars you bring us are covered by the catalog: pick the vehicle, pick the stage, flash. The rest are custom requests, and those go faster when the file and the notes are right the first time. Here is what our calibrators need from you.

## 1. Read the stock file first

Connect the customer's car with your FlashZilla V3 or your bench kit and read the ECU before anything else is changed. Upload the **unmodified read**, exactly as the tool saved it. Please do not open it in another editor, rename the extension or zip it with other files: we check the file's structure on upload, and a file that has been through other software is often refused.

If the car has been tuned before by someone else, say so. We can usually work from a modified file, but it takes longer, and we may ask for a recovery read.

## 2. Fill in the vehicle exactly

Year, make, model and engine as they appear on the registration, plus the transmission. For a VW or Audi, add the ECU part number from the read (for example an 8V0 or 5G0 number); for a Ford, the strategy code. One wrong digit here costs a day.

## 3. List every modification

Write down the hardware, not the shop's package name:

- intake and whether it keeps the factory MAF housing
- downpipe (catted or not), mid-pipe, exhaust
- intercooler, charge pipes, turbo inlet
- injectors, fuel pump, spark plugs and their gap
- fuel you will run: 91, 93, E30, E85

"Stage 2 kit" tells us nothing; "catted 3-inch downpipe, stock intercooler, 93 octane" tells us everything.

## 4. Say what the customer wants

Towing, daily driving, track days, launch control, crackles or none, a speed limiter raised or kept. If the customer has a datalog from before the tune, attach it: logs show us knock, fuel trims and boost before we touch a single table.

## 5. Choose who pays

Custom requests can be paid with the customer's card, billed to your dealer balance, or paid with a tune credit of the right kind. Choose before you submit, so the request goes straight into the calibrators' queue instead of waiting on payment.

## What happens next

You get an e-mail when a calibrator takes the request, and another when the file is ready. Turnaround is one to two business days for most platforms. Flash the file, drive the car, and send us a log of a third-gear pull: we review every first log and revise the file if anything looks off. Revisions within 30 days are free.
`,
    },
    {
      slug: 'new-dealer-onboarding-checklist',
      title: 'New dealer onboarding checklist: your first 30 days',
      excerpt:
        'Invite your team, complete billing, get an FZ3 on the bench and flash your first catalog tune: a week-by-week plan for new dealers.',
      tags: ['Dealer'],
      author: 'sam-staff',
      publishAt: at('2025-12-15T15:00:00Z'),
      coverImage: null,
      markdown: `Your dealer account has been approved. Welcome aboard! The dealers who do well with us in the first month tend to do the same handful of things, so we wrote them down.

## Week 1: set up the account

- **Invite your team.** From the Members tab, invite your service writers and technicians. Owners and managers can see the balance and statements; members can place orders and submit tune requests.
- **Check your billing details.** Orders billed to the dealer need a billing address and contact on file. Without them the checkout stops with *Billing information must be setup on this dealer account before proceeding.*
- **Add your branding.** Upload your logo and colours so that printed invoices and the pages you share with customers carry your shop's name.
- **Set your specializations.** They decide where you appear in the public dealer locator: European, domestic trucks, diesel, transmissions.

## Week 2: get the tools on the bench

Order at least one FlashZilla V3 for the shop, even if your customers will buy their own. You need it to read stock files for custom requests and to flash cars that come in without a tool. Shops that do bench work (DSG and ZF units, ECUs on the bench) should add the FZPRO bench flash kit and the TCU harness.

Make a test read on a staff car. It takes ten minutes and shows the whole flow: read, upload, tune, flash, log.

## Week 3: your first customer cars

Start with platforms in the catalog. A stage 1 on an EcoBoost F-150 or a Golf GTI is a clean first job: the file is ready the moment you order it, so you learn the flashing side without waiting on a calibrator. For anything unusual, submit a custom request with the checklist from our post on custom tune requests.

Decide how you will pay: by card per order, on your dealer balance (one statement a month), or with a pack of tune credits.

## Week 4: review

Look at your first statement, check that every order is there, and read the tune credits explainer if you are doing more than five cars a month. Then tell us how it went: open a ticket from the contact panel with anything that slowed you down. Every dealer gets a named contact at our shop for the first ninety days, and we would rather hear about a problem in week four than in month six.

## Keep this list handy

- Members invited, billing details complete
- Logo and colours uploaded
- Specializations set in the locator
- One FZ3 in the shop, test read done
- First catalog tune flashed and logged
- Payment method chosen: card, balance or credits
`,
    },
    {
      slug: 'flashzilla-v3-custom-datalog-channels',
      title: 'FlashZilla V3 firmware 3.4: choose your datalog channels',
      excerpt:
        'Pick up to 24 channels, save presets, and log per-cylinder knock, wastegate duty, rail pressure and clutch slip with the FZ3.',
      tags: ['Products'],
      author: 'jenna-okafor',
      publishAt: at('2025-11-05T16:00:00Z'),
      coverImage: '/images/flash-tool.svg',
      markdown: `The FlashZilla V3 has always recorded data logs, but until now a log was a handful of channels chosen for you. Firmware 3.4 lets you pick what the FZ3 records, and adds the channels our calibrators ask for most. Here is what is new and how to use it.

## Choose your channels

On the FZ3's Log screen, tap **Channels**. You get the full list your ECU supports, grouped as Engine, Boost, Fuel, Ignition and Transmission. Pick up to 24 at a time; the tool shows how fast it can sample the set you chose. Fewer channels means a faster rate: 12 channels log at about 20 samples per second on most Bosch MG1 and MED17 ECUs, 24 channels at about 10.

Save a set as a preset ("Boost check", "Knock check") and reuse it on the next car.

## New channels worth turning on

- **Knock retard per cylinder** on VW/Audi EA888 and BMW B58 engines. A single cylinder pulling timing points at a plug or a coil, not at the tune.
- **Wastegate duty and target boost** side by side, so a boost leak shows as duty rising while boost falls behind target.
- **Fuel rail pressure, actual and requested**, for direct-injection engines where a tired high-pressure pump is the first thing to run out on a stage 2 car.
- **Transmission clutch slip** on DSG and ZF 8HP gearboxes, for TCU tunes that raise torque limits.

## Logging a good pull

For a tune review, we need one clean pull in third gear (fourth on a truck), from about 2,500 rpm to the rev limiter, full throttle, on a safe and legal road. Start the log before you accelerate and stop it after you have lifted. One pull is better than ten minutes of cruising.

## Sending the log

Logs upload from the FZ3 over Wi-Fi, or from your computer on the Logs page of your account. Our log viewer draws every channel on one time axis, so you and the calibrator look at the same graph. If a log is attached to a tune request, the calibrator sees it next to the file they are working on.

## Updating

The update reaches every FZ3 over Wi-Fi: on the home screen, tap **Check for updates**. It takes about four minutes, and the tool keeps your tunes, your stock file and your presets. FlashZilla Lite owners get the new channel picker in a later update; the FZL's smaller memory limits it to 12 channels.
`,
    },
    {
      slug: 'ford-f-150-3-5-ecoboost-stage-1-dyno-results',
      title: 'Ford F-150 3.5 EcoBoost stage 1: our dyno results',
      excerpt:
        'A 2020 F-150 on our hub dyno: +53 whp and +80 lb-ft at the wheels on 93, most of it at towing rpm — and the caveats that come with it.',
      tags: ['Vehicles'],
      author: 'marco-ruiz',
      publishAt: at('2025-12-09T18:00:00Z'),
      coverImage: '/images/vehicle-truck.svg',
      markdown: `The 3.5 EcoBoost in the 2017–2020 F-150 is one of the best responders to a stage 1 tune we have on file, and towing customers feel it more than anyone. We put a 2020 SuperCrew 4x4 on our hub dyno to show what our stage 1 file does, and what it does not.

## The truck

A 2020 F-150 Lariat with the 3.5 EcoBoost and the 10R80 ten-speed, 3.55 axle, 41,000 miles, stock intake, stock exhaust, fresh plugs gapped to 0.028 inch. Fuel was 93 octane from the same pump for every run. Factory rating: 375 hp and 470 lb-ft at the crank.

## The numbers

Three pulls in fourth gear each, averaged, corrected to SAE J1349:

| | Stock | Stage 1 | Gain |
|---|---|---|---|
| Peak power (wheel) | 318 whp | 371 whp | +53 whp |
| Peak torque (wheel) | 402 lb-ft | 482 lb-ft | +80 lb-ft |
| Torque at 2,500 rpm | 371 lb-ft | 455 lb-ft | +84 lb-ft |

At the crank, that works out to roughly +62 hp and +94 lb-ft, which is what our catalog lists. The number that matters for towing is the last row: the extra torque arrives at 2,500 rpm, where a loaded truck spends its time.

## What changed in the file

- Boost target raised about 3 psi in the mid range, tapering toward redline to keep the turbos in their efficient range.
- Ignition timing advanced where knock logs allowed on 93; the 91-octane map keeps closer to stock.
- Torque limits in the transmission raised to match, with firmer shifts under load and the 10R80's shift schedule left alone at light throttle.

## Caveats

- **Fuel matters.** On 87 octane the gains shrink to about half; we ship an 87 map, but the numbers above are 93.
- **Hot weather.** Intake temperatures on a stock intercooler climb quickly on back-to-back pulls. Expect less on the third pull of an August afternoon.
- **Warranty.** Any tune can give a dealer reason to question a powertrain claim. Keep your stock file: the FZ3 puts it back in about eight minutes.
- **Trucks with a lift and 35-inch tyres** need the tyre size set in the tune, or the speedometer and shift points will be off.

Logs from customer trucks since the release show the same picture: steady fuel trims, no knock on 93, and exhaust gas temperatures within the factory's own limits while towing.
`,
    },
    {
      slug: 'golf-gti-mk7-stage-1-or-stage-2',
      title: 'Golf GTI Mk7: stage 1 or stage 2?',
      excerpt:
        'Stage 1 for the stock car, stage 2 for the car with a downpipe and intake: what each does on the EA888 Gen 3, and what the clutch thinks.',
      tags: ['Vehicles', 'Home'],
      author: 'marco-ruiz',
      publishAt: at('2025-10-21T16:00:00Z'),
      coverImage: '/images/vehicle-hatchback.svg',
      markdown: `The Mk7 Golf GTI with the EA888 Gen 3 is the car we tune most, and the question we hear most is simple: stage 1 or stage 2? The answer depends on the parts on the car and on how it is driven, not on the bigger number.

## Stage 1: the stock car

Stage 1 is written for a car with no hardware changes. On 93 octane it adds about 48 hp and 62 lb-ft at the crank, most of it between 2,500 and 5,000 rpm. On our dyno a stock 2019 GTI went from 204 whp to 252 whp.

It keeps the factory turbo within its limits, leaves the factory catalytic converter doing its job, and keeps fuel trims in the same range as stock. For a car that is driven every day, commutes in traffic and sees the odd back road, stage 1 is usually the right answer.

## Stage 2: the car with parts

Stage 2 assumes a **downpipe** and an **intake**, and works best with an upgraded intercooler. The file raises boost further and leans on the freer exhaust to keep the turbo from running out of breath above 5,500 rpm. Typical results on 93: 290 to 300 whp.

Running a stage 2 file on a stock car is a bad idea: the turbo works harder against the factory downpipe, exhaust temperatures rise, and the car is often slower, not faster.

## The clutch and the DSG

The manual gearbox's clutch is the first part to complain. A stock clutch usually holds stage 1; at stage 2 torque many start to slip in third and fourth gear, especially with miles on them. On the DSG, pair stage 2 with our DSG tune, which raises clutch clamping pressure and torque limits together.

## Which one?

- Stock car, daily driver: **stage 1**.
- Intake and downpipe already fitted: **stage 2**, with a log of the first drive sent to us.
- Planning parts later: start with stage 1; the upgrade to stage 2 is priced as the difference.

Whichever you choose, log a pull after the flash. A healthy EA888 shows less than two degrees of timing pulled on any cylinder; more than that usually means plugs, fuel, or a boost leak to fix before the next step.
`,
    },
    {
      slug: 'holiday-schedule-and-fz3-firmware-3-4',
      title: 'Holiday schedule and FlashZilla V3 firmware 3.4',
      excerpt:
        'Orders after December 18 ship on January 2; tune files are delivered as usual. Plus what firmware 3.4 brings to the FZ3.',
      tags: ['News', 'Home'],
      author: 'sam-staff',
      publishAt: at('2025-12-16T17:00:00Z'),
      coverImage: null,
      markdown: `The holidays change a few things at the shop. Here is what to expect until the new year, and what firmware 3.4 brings to the FlashZilla V3.

## Shipping

Orders placed after **December 18** ship on **January 2**. This covers flash tools, cables, bench kits and merchandise. If you need an FZ3 under a tree, order by the 18th; we ship everything in stock the same business day until then.

**Tune files are delivered as usual.** Catalog tunes reach your account the moment you pay, over the whole holiday, because no one has to pack a box.

## Custom tune requests

Our calibrators work a reduced schedule between December 24 and January 1. Custom requests submitted in that week are answered in the order they arrive, with a turnaround of two to three business days instead of one to two. Rescue sessions for a car stuck mid-flash are covered every day, holidays included: open one from your account and a calibrator will join.

## Support hours

Support answers tickets from 9 to 17 Pacific time on weekdays. On December 24, 25, 31 and January 1 the desk is closed; tickets opened on those days are answered first thing on the next working day. The contact panel on every page shows whether support is open right now.

## FlashZilla V3 firmware 3.4

The update, out now over Wi-Fi, brings:

- a channel picker for data logs, with up to 24 channels and saved presets
- per-cylinder knock retard on EA888 and B58 engines
- faster reads on Bosch MG1 ECUs (about 40% shorter)
- a clearer message when the car's battery drops below 12.2 volts during a flash, with the flash paused instead of stopped

Update from the FZ3's home screen with **Check for updates**. Keep a battery maintainer on the car for any flash longer than a few minutes; our 25 A maintainer is in the store for that reason.

Thank you for a busy year, and see you in January.
`,
    },
    {
      slug: 'before-you-flash-five-checks',
      title: 'Before you flash: five checks for a healthy car',
      excerpt:
        'Plugs, boost leaks, fuel, the battery and a baseline log: the five checks that prevent most problems after a tune.',
      tags: ['Home'],
      author: 'marco-ruiz',
      publishAt: at('2025-10-07T16:00:00Z'),
      coverImage: null,
      markdown: `A tune asks more of an engine than the factory calibration does. Most problems we see after a flash were there before it: the tune just made them show. Five checks before you flash save a lot of back-and-forth afterwards.

## 1. Spark plugs and coils

Plugs wear, and a worn plug with a wide gap misfires under boost long before it misfires at idle. If the plugs are older than 30,000 miles, or you do not know, replace them, and gap them to what the tune's notes say (often tighter than stock on a turbo engine). A weak coil shows up in a log as one cylinder pulling timing.

## 2. Boost leaks

A split charge pipe, a loose clamp or a tired diverter valve lets boost escape. The car feels flat, and the tune asks the turbo to work harder to make up for it. A smoke test costs little and finds them in minutes.

## 3. Fuel

Use the fuel the tune was written for. A 93-octane map on 91 will pull timing all day long. If you are running ethanol blends, test the content with a cheap tester: pump E85 can be anywhere from 51% to 83% depending on the season.

## 4. Battery

A flash writes to the ECU for several minutes with the ignition on and the engine off. If the voltage drops too far, the ECU can stop accepting the file half-way. Connect a battery maintainer for every flash, and turn off the headlights, the climate control and the radio. The FlashZilla warns you when the voltage falls below 12.2 volts.

## 5. Codes and a baseline log

Scan for fault codes and fix what you find. Then record a log of a full-throttle pull on the stock tune. It takes five minutes, and it gives you and our calibrators a baseline: if something looks wrong after the flash, we can tell whether it was already wrong before.

## After the flash

Drive gently for the first few miles while the engine adapts, then log a pull and send it to us. We review first logs of custom tunes for free. If anything looks odd, you can always flash the stock file back with the FlashZilla; it keeps a copy from the first read.
`,
    },
    {
      slug: 'audi-s4-b9-tcu-tune-shift-times',
      title: 'Audi S4 B9 TCU tune: shift times measured',
      excerpt:
        'Full-throttle upshifts from 290 ms to 180 ms, torque limits raised to 650 Nm and launch control on the ZF 8HP, measured on a 2019 S4.',
      tags: ['Vehicles', 'Products'],
      author: 'jenna-okafor',
      publishAt: scheduledAt,
      coverImage: '/images/vehicle-sedan.svg',
      markdown: `The ZF 8HP in the B9 Audi S4 is a good gearbox held back by its factory calibration: torque limits set for the stock engine, and shift times tuned for comfort. Our TCU tune changes both. We measured what that means on a 2019 S4 before and after.

## How we measured

We logged shift times from the TCU itself on the FlashZilla V3 (the new clutch slip channel of firmware 3.4), in Dynamic mode at full throttle, second to third gear. Each figure is the average of five shifts, on the same road, the same morning.

| | Stock TCU | TCU tune |
|---|---|---|
| 2–3 upshift, full throttle | 290 ms | 180 ms |
| 3–4 upshift, full throttle | 310 ms | 190 ms |
| Torque limit, 2nd gear | 500 Nm | 650 Nm |
| Launch control | no | yes, 3,000 rpm |

## What you feel

The shifts at full throttle are firmer and quicker, with no flare between gears. In Comfort mode the car drives as it did from the factory: the tune leaves part-throttle shifting alone, because that is where a daily driver spends its time.

The raised torque limits matter most with an ECU tune. A stage 1 S4 makes more torque than the stock TCU allows in the low gears, so without the TCU tune the gearbox trims the engine's torque, and part of what you paid for never reaches the wheels.

## Caveats

- The TCU tune needs the gearbox's oil in good condition. Above 60,000 miles, change the fluid first.
- Launch control raises the load on the driveline. Use it on a warm car and not repeatedly.
- The TCU is flashed over the OBD port with the FZ3; no removal needed on this car.
`,
    },
    {
      slug: 'e85-flex-fuel-what-changes-in-the-tune',
      title: 'E85 flex fuel: what changes in the tune',
      excerpt:
        'Fuel quantity, timing and cold starts: what a flex fuel tune does as the ethanol content changes, and the parts it needs.',
      tags: ['Products', 'Vehicles'],
      author: 'jenna-okafor',
      publishAt: null,
      coverImage: null,
      markdown: `E85 changes more than the fuel in the tank. A flex fuel tune reads the ethanol content from a sensor and blends between a gasoline map and an ethanol map as the content changes, so that the car runs right whether the tank holds E10, E85 or anything between.

## What changes

- **Fuel quantity.** Ethanol carries less energy per litre, so the engine needs about 30% more fuel at E85. Injectors and the high-pressure pump have to keep up.
- **Ignition timing.** Ethanol resists knock far better than gasoline. The tune advances timing as the ethanol content rises, and this is where most of the power comes from.
- **Cold starts.** Ethanol vaporises poorly in the cold. The tune enriches cold starts more at high ethanol content.

## What you need

A flex fuel sensor kit for the platform, an ethanol content channel in your logs, and a fuel system that can deliver. We list the kits we support on each vehicle's page.
`,
    },
  ]
}

/**
 * Seeds the bios and posts that are not there yet. `today` places the scheduled post in the future (21 days on),
 * so that a fresh demo always shows one post waiting for its time.
 */
export async function seedBlog(tx: Tx, seededAt: Date, today: Date) {
  await tx
    .insert(staffBio)
    .values(
      BIOS.map((bio) => ({
        ...bio,
        html: renderMarkdown(bio.markdown),
        createdAt: seededAt,
        updatedAt: seededAt,
      })),
    )
    .onConflictDoNothing({ target: staffBio.slug })
  const bios = await tx
    .select({ id: staffBio.id, slug: staffBio.slug })
    .from(staffBio)
    .where(
      inArray(
        staffBio.slug,
        BIOS.map((bio) => bio.slug),
      ),
    )
  const bioId = new Map(bios.map((bio) => [bio.slug, bio.id]))
  const scheduledAt = new Date(Math.floor(today.getTime() / 3_600_000) * 3_600_000 + 21 * 24 * 3_600_000)
  for (const post of posts(scheduledAt)) {
    const [existing] = await tx.select({ id: blogPost.id }).from(blogPost).where(eq(blogPost.slug, post.slug)).limit(1)
    if (existing) continue
    const status = post.publishAt === null ? 'draft' : post.publishAt > seededAt ? 'scheduled' : 'published'
    const written = post.publishAt && post.publishAt < seededAt ? post.publishAt : seededAt
    await tx.insert(blogPost).values({
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      markdown: post.markdown,
      html: renderMarkdown(post.markdown),
      tags: post.tags,
      authorId: bioId.get(post.author)!,
      status,
      publishAt: post.publishAt,
      coverImage: post.coverImage,
      createdAt: written,
      updatedAt: written,
    })
  }
}
