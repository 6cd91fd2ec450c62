import type { CategorySlug } from '@shop/domain/catalog'

/** Heading and introduction of each fixed category page (SPEC §2). */
export const CATEGORY_TEXTS: Record<CategorySlug, { title: string; intro: string }> = {
  'engine-tuning': {
    title: 'Engine tuning',
    intro: 'ECU tunes for petrol and diesel engines: more power and torque, flashed through the OBD port.',
  },
  'turbo-tuning': {
    title: 'Turbo tuning',
    intro: 'Tunes for turbocharged engines, where boost and timing give the biggest gains.',
  },
  'performance-tuning': {
    title: 'Performance tuning',
    intro: 'Our strongest tunes, stage 2 and up, for drivers who want every horsepower the hardware allows.',
  },
  'eco-tuning': {
    title: 'Eco tuning',
    intro: 'Tunes that keep the power and improve economy: more torque low down means fewer revs and less fuel.',
  },
  'tcu-tuning': {
    title: 'TCU and DSG tuning',
    intro:
      'Transmission tunes: faster shifts, higher torque limits and launch control for DSG and automatic gearboxes.',
  },
  'stage-1-tuning': {
    title: 'Stage 1 tuning',
    intro: 'Stage 1 tunes run on a stock car: no hardware changes, a safe and noticeable gain.',
  },
  'stage-2-tuning': {
    title: 'Stage 2 tuning',
    intro: 'Stage 2 tunes are made for cars with intake and exhaust upgrades such as a downpipe.',
  },
  'stage-3-tuning': {
    title: 'Stage 3 tuning',
    intro: 'Stage 3 tunes for upgraded turbos and fuelling: big power for built cars.',
  },
  'stage-4-tuning': {
    title: 'Stage 4 tuning',
    intro: 'Stage 4 tunes for fully built engines and hybrid or big turbos.',
  },
  'diesel-tuning': {
    title: 'Diesel tuning',
    intro: 'Tunes for diesel engines: more torque for towing and a smoother, more efficient drive.',
  },
}
