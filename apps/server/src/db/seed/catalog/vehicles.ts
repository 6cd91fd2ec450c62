/**
 * The demo catalog's vehicles: real makes, models and engines with believable stock figures (crank hp and
 * lb-ft). Years are listed per model; an engine listed on a model exists in each of its years.
 */

export type Aspiration = 'turbo' | 'na' | 'supercharged'

export type EngineSpec = {
  slug: string
  name: string
  fuel: 'petrol' | 'diesel' | 'hybrid'
  hp: number
  torque: number
  aspiration: Aspiration
  redline: number
}

export type TransmissionSpec = { slug: string; name: string; dualClutch: boolean }

export type ModelSpec = {
  slug: string
  name: string
  years: string[]
  /** Keys of `ENGINES`. */
  engines: string[]
  /** Keys of `TRANSMISSIONS`: the automatic or dual-clutch gearboxes offered with every engine of the model. */
  transmissions?: string[]
  awd?: boolean
}

export type MakeSpec = {
  slug: string
  name: string
  origin: 'europe' | 'north-america' | 'asia'
  /** A short code for part numbers. */
  code: string
  seo?: { title: string; description: string; body: string }
  models: ModelSpec[]
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))

const petrol = (slug: string, name: string, hp: number, torque: number, aspiration: Aspiration, redline = 6800) =>
  ({ slug, name, fuel: 'petrol', hp, torque, aspiration, redline }) satisfies EngineSpec
const diesel = (slug: string, name: string, hp: number, torque: number, redline = 4600) =>
  ({ slug, name, fuel: 'diesel', hp, torque, aspiration: 'turbo', redline }) satisfies EngineSpec

export const ENGINES: Record<string, EngineSpec> = {
  // Volkswagen group
  'ea888-gen3': petrol('ea888-gen3', '2.0L TSI EA888 Gen3', 228, 258, 'turbo'),
  'ea888-gen3-r': petrol('ea888-gen3', '2.0L TSI EA888 Gen3 (R)', 292, 280, 'turbo'),
  'ea888-gen4': petrol('ea888-gen4', '2.0L TSI EA888 Gen4', 241, 273, 'turbo'),
  'ea211-1-4': petrol('1-4-tsi', '1.4L TSI EA211', 147, 184, 'turbo', 6200),
  'vr6-3-6': petrol('3-6-vr6', '3.6L VR6', 276, 266, 'na', 6500),
  'ea288-tdi': diesel('2-0-tdi', '2.0L TDI EA288', 150, 236),
  '2-0-tfsi': petrol('2-0-tfsi', '2.0L TFSI EA888 Gen3', 252, 273, 'turbo'),
  '2-0-tfsi-s3': petrol('2-0-tfsi', '2.0L TFSI EA888 Gen3 (S3)', 288, 280, 'turbo'),
  '2-5-tfsi': petrol('2-5-tfsi', '2.5L TFSI EVO five-cylinder', 394, 354, 'turbo', 7000),
  '3-0-tfsi': petrol('3-0-tfsi', '3.0L TFSI EA839 V6', 349, 369, 'turbo', 6500),
  '2-9-tfsi': petrol('2-9-tfsi', '2.9L TFSI twin-turbo V6', 444, 443, 'turbo', 6700),
  '4-0-tfsi': petrol('4-0-tfsi', '4.0L TFSI twin-turbo V8', 591, 590, 'turbo', 6800),
  '3-0-tdi': diesel('3-0-tdi', '3.0L TDI V6', 240, 428),
  // BMW and Mini
  b58: petrol('b58', '3.0L B58', 320, 330, 'turbo', 7000),
  'b58-m340i': petrol('b58', '3.0L B58 (M340i)', 382, 369, 'turbo', 7000),
  b48: petrol('b48', '2.0L B48', 248, 258, 'turbo', 6500),
  n55: petrol('n55', '3.0L N55', 365, 343, 'turbo', 7000),
  s55: petrol('s55', '3.0L S55', 425, 406, 'turbo', 7300),
  s58: petrol('s58', '3.0L S58', 473, 406, 'turbo', 7200),
  n63: petrol('n63', '4.4L N63 V8', 456, 479, 'turbo', 6500),
  s63: petrol('s63', '4.4L S63 V8', 600, 553, 'turbo', 7000),
  b57: diesel('b57', '3.0L B57 diesel', 261, 457),
  'b48-mini': petrol('b48', '2.0L B48', 189, 207, 'turbo', 6500),
  'b48-jcw': petrol('b48', '2.0L B48 (JCW)', 228, 236, 'turbo', 6500),
  'b48-jcw-306': petrol('b48', '2.0L B48 (JCW 306)', 301, 331, 'turbo', 6500),
  b38: petrol('b38', '1.5L B38 three-cylinder', 134, 162, 'turbo', 6500),
  // Mercedes-Benz
  m264: petrol('m264', '2.0L M264', 255, 273, 'turbo', 6300),
  m276: petrol('m276', '3.0L M276 biturbo V6', 362, 384, 'turbo', 6500),
  m256: petrol('m256', '3.0L M256 inline-six', 362, 369, 'turbo', 6500),
  m139: petrol('m139', '2.0L M139', 382, 354, 'turbo', 7200),
  m177: petrol('m177', '4.0L M177 biturbo V8', 503, 516, 'turbo', 7000),
  m176: petrol('m176', '4.0L M176 biturbo V8', 416, 450, 'turbo', 6500),
  om651: diesel('om651', '2.1L OM651 diesel', 161, 265),
  om642: diesel('om642', '3.0L OM642 V6 diesel', 188, 325),
  // Porsche
  '9a2-3-0': petrol('3-0-9a2', '3.0L 9A2 twin-turbo flat-six', 370, 331, 'turbo', 7500),
  '9a1-turbo-s': petrol('3-8-9a1', '3.8L 9A1 twin-turbo flat-six', 572, 553, 'turbo', 7200),
  'ma2-2-0': petrol('2-0-ma2', '2.0L MA2 turbo flat-four', 300, 280, 'turbo', 7500),
  'ma2-2-5': petrol('2-5-ma2', '2.5L MA2 turbo flat-four', 350, 309, 'turbo', 7500),
  '2-0-tfsi-macan': petrol('2-0-tfsi', '2.0L TFSI EA888 Gen3', 248, 273, 'turbo'),
  '2-9-tt-v6': petrol('2-9-tt-v6', '2.9L twin-turbo V6', 434, 406, 'turbo', 6800),
  '3-0-t-v6': petrol('3-0-v6', '3.0L turbo V6', 335, 332, 'turbo', 6500),
  '4-0-tt-v8': petrol('4-0-tt-v8', '4.0L twin-turbo V8', 541, 567, 'turbo', 6800),
  // Ford
  '3-5-ecoboost': petrol('3-5-ecoboost', '3.5L EcoBoost V6', 375, 470, 'turbo', 6000),
  '3-5-ecoboost-ho': petrol('3-5-ecoboost-ho', '3.5L EcoBoost HO V6', 450, 510, 'turbo', 6000),
  '2-7-ecoboost': petrol('2-7-ecoboost', '2.7L EcoBoost V6', 325, 400, 'turbo', 6000),
  '2-3-ecoboost': petrol('2-3-ecoboost', '2.3L EcoBoost', 310, 350, 'turbo', 6500),
  '2-3-ecoboost-rs': petrol('2-3-ecoboost', '2.3L EcoBoost (RS)', 350, 350, 'turbo', 6800),
  '5-0-coyote': petrol('5-0-coyote', '5.0L Coyote V8', 460, 420, 'na', 7500),
  '5-2-predator': petrol('5-2-predator', '5.2L Predator supercharged V8', 760, 625, 'supercharged', 7500),
  '6-7-powerstroke': diesel('6-7-powerstroke', '6.7L Power Stroke V8 diesel', 475, 1050, 3800),
  '3-0-powerstroke': diesel('3-0-powerstroke', '3.0L Power Stroke V6 diesel', 250, 440, 4400),
  // GM
  '6-2-lt1': petrol('6-2-lt1', '6.2L LT1 V8', 455, 455, 'na', 6600),
  '6-2-lt4': petrol('6-2-lt4', '6.2L LT4 supercharged V8', 650, 650, 'supercharged', 6600),
  '5-3-v8': petrol('5-3-v8', '5.3L EcoTec3 V8', 355, 383, 'na', 6000),
  '6-2-l87': petrol('6-2-l87', '6.2L L87 V8', 420, 460, 'na', 6000),
  '2-7-turbomax': petrol('2-7-turbo', '2.7L TurboMax', 310, 430, 'turbo', 5800),
  '6-6-l8t': petrol('6-6-l8t', '6.6L L8T V8', 401, 464, 'na', 5800),
  '3-0-duramax': diesel('3-0-duramax', '3.0L Duramax LM2 diesel', 277, 460, 4600),
  '6-6-duramax': diesel('6-6-duramax-l5p', '6.6L Duramax L5P diesel', 445, 910, 3800),
  // Stellantis
  '3-6-pentastar': petrol('3-6-pentastar', '3.6L Pentastar V6', 300, 264, 'na', 6400),
  '5-7-hemi': petrol('5-7-hemi', '5.7L HEMI V8', 370, 395, 'na', 5800),
  '5-7-hemi-etorque': { ...petrol('5-7-hemi-etorque', '5.7L HEMI eTorque V8', 395, 410, 'na', 5800), fuel: 'hybrid' },
  '6-4-hemi': petrol('6-4-hemi-392', '6.4L HEMI 392 V8', 485, 475, 'na', 6400),
  '6-2-hellcat': petrol('6-2-hellcat', '6.2L supercharged HEMI Hellcat V8', 717, 656, 'supercharged', 6200),
  '6-2-hellcat-trx': petrol('6-2-hellcat', '6.2L supercharged HEMI V8 (TRX)', 702, 650, 'supercharged', 6200),
  '6-2-trackhawk': petrol('6-2-trackhawk', '6.2L supercharged HEMI V8 (Trackhawk)', 707, 645, 'supercharged', 6200),
  '2-0-hurricane': petrol('2-0-turbo', '2.0L Hurricane4 turbo', 270, 295, 'turbo', 6200),
  '3-0-ecodiesel': diesel('3-0-ecodiesel', '3.0L EcoDiesel V6', 260, 480, 4400),
  '6-7-cummins': diesel('6-7-cummins', '6.7L Cummins', 370, 850, 3400),
  '6-7-cummins-ho': diesel('6-7-cummins-ho', '6.7L Cummins High Output', 400, 1000, 3400),
  // Subaru
  fa20dit: petrol('fa20dit', '2.0L FA20DIT boxer', 268, 258, 'turbo', 6700),
  ej257: petrol('ej257', '2.5L EJ257 boxer', 305, 290, 'turbo', 6700),
  fa24dit: petrol('fa24dit', '2.4L FA24DIT boxer', 271, 258, 'turbo', 6200),
}

export const TRANSMISSIONS: Record<string, TransmissionSpec> = {
  dq250: { slug: 'dq250', name: 'DQ250 6-speed DSG', dualClutch: true },
  dq381: { slug: 'dq381', name: 'DQ381 7-speed DSG', dualClutch: true },
  dq500: { slug: 'dq500', name: 'DQ500 7-speed DSG', dualClutch: true },
  dl382: { slug: 'dl382', name: 'DL382 7-speed S tronic', dualClutch: true },
  dl501: { slug: 'dl501', name: 'DL501 7-speed S tronic', dualClutch: true },
  aq450: { slug: 'aq450', name: 'Aisin AQ450 8-speed', dualClutch: false },
  'zf-8hp': { slug: 'zf-8hp', name: 'ZF 8HP 8-speed', dualClutch: false },
  'm-dct': { slug: 'm-dct', name: 'M DCT 7-speed', dualClutch: true },
  'mini-dct': { slug: '7-speed-dct', name: '7-speed Steptronic DCT', dualClutch: true },
  '9g-tronic': { slug: '9g-tronic', name: '9G-Tronic 9-speed', dualClutch: false },
  '7g-tronic': { slug: '7g-tronic', name: '7G-Tronic 7-speed', dualClutch: false },
  'mct-9': { slug: 'speedshift-mct-9', name: 'AMG Speedshift MCT 9', dualClutch: false },
  'amg-dct': { slug: 'speedshift-dct-8', name: 'AMG Speedshift DCT 8', dualClutch: true },
  pdk: { slug: 'pdk', name: 'PDK 7-speed', dualClutch: true },
  pdk8: { slug: 'pdk-8', name: 'PDK 8-speed', dualClutch: true },
  '10r80': { slug: '10r80', name: 'Ford 10R80 10-speed', dualClutch: false },
  '10r60': { slug: '10r60', name: 'Ford 10R60 10-speed', dualClutch: false },
  '6r140': { slug: '6r140', name: 'TorqShift 6R140 6-speed', dualClutch: false },
  'tr-9070': { slug: 'tr-9070', name: 'Tremec TR-9070 7-speed DCT', dualClutch: true },
  '8l90': { slug: '8l90', name: 'GM 8L90 8-speed', dualClutch: false },
  '10l80': { slug: '10l80', name: 'GM 10L80 10-speed', dualClutch: false },
  '10l90': { slug: '10l90', name: 'GM 10L90 10-speed', dualClutch: false },
  allison: { slug: 'allison-10l1000', name: 'Allison 10L1000 10-speed', dualClutch: false },
  '8hp50': { slug: '8hp50', name: 'ZF 8HP50 8-speed', dualClutch: false },
  '8hp70': { slug: '8hp70', name: 'ZF 8HP70 TorqueFlite 8-speed', dualClutch: false },
  '8hp75': { slug: '8hp75', name: 'ZF 8HP75 8-speed', dualClutch: false },
  '8hp90': { slug: '8hp90', name: 'ZF 8HP90 8-speed', dualClutch: false },
  '8hp95': { slug: '8hp95', name: 'ZF 8HP95 8-speed', dualClutch: false },
  '68rfe': { slug: '68rfe', name: '68RFE 6-speed', dualClutch: false },
  as69rc: { slug: 'aisin-as69rc', name: 'Aisin AS69RC 6-speed', dualClutch: false },
}

const seo = (name: string, models: string) => ({
  title: `${name} ECU and TCU tuning | Stage 1 to Stage 4 flash tunes`,
  description: `Tunes for ${models}: more horsepower and torque, flashed at home over the OBD port. Dyno-proven, with dealer support.`,
  body: `Every ${name} tune is developed on our own hub dyno and road-tested before release. Pick your model, year and engine to see the gains, the flash tool you need and the price in your currency. Tunes can be returned to stock at any time.`,
})

export const MAKES: MakeSpec[] = [
  {
    slug: 'audi',
    name: 'Audi',
    origin: 'europe',
    code: 'AUD',
    seo: seo('Audi', 'the A3, S3, RS3, A4, S4, RS5, Q5, SQ5, Q7 and RS6'),
    models: [
      { slug: 'a3', name: 'A3', years: range(2019, 2020), engines: ['2-0-tfsi'], transmissions: ['dq381'] },
      {
        slug: 's3',
        name: 'S3',
        years: range(2018, 2020),
        engines: ['2-0-tfsi-s3'],
        transmissions: ['dq250'],
        awd: true,
      },
      {
        slug: 'rs3',
        name: 'RS3',
        years: ['2019', '2020', '2022'],
        engines: ['2-5-tfsi'],
        transmissions: ['dq500'],
        awd: true,
      },
      { slug: 'a4', name: 'A4', years: range(2019, 2020), engines: ['2-0-tfsi'], transmissions: ['dl382'] },
      { slug: 's4', name: 'S4', years: range(2018, 2021), engines: ['3-0-tfsi'], transmissions: ['zf-8hp'], awd: true },
      {
        slug: 'rs5',
        name: 'RS5',
        years: range(2019, 2020),
        engines: ['2-9-tfsi'],
        transmissions: ['zf-8hp'],
        awd: true,
      },
      {
        slug: 'sq5',
        name: 'SQ5',
        years: range(2019, 2020),
        engines: ['3-0-tfsi'],
        transmissions: ['zf-8hp'],
        awd: true,
      },
      {
        slug: 'q7',
        name: 'Q7',
        years: range(2018, 2019),
        engines: ['3-0-tfsi', '3-0-tdi'],
        transmissions: ['zf-8hp'],
        awd: true,
      },
      {
        slug: 'rs6-avant',
        name: 'RS6 Avant',
        years: range(2021, 2022),
        engines: ['4-0-tfsi'],
        transmissions: ['zf-8hp'],
        awd: true,
      },
      { slug: 'tt-rs', name: 'TT RS', years: ['Series'], engines: ['2-5-tfsi'], transmissions: ['dq500'], awd: true },
    ],
  },
  {
    slug: 'bmw',
    name: 'BMW',
    origin: 'europe',
    code: 'BMW',
    seo: seo('BMW', 'the 330i, 340i, M340i, 540i, M2, M3, M5 and X5'),
    models: [
      { slug: '330i', name: '330i', years: range(2019, 2020), engines: ['b48'], transmissions: ['zf-8hp'] },
      { slug: '340i', name: '340i', years: range(2017, 2019), engines: ['b58'], transmissions: ['zf-8hp'] },
      {
        slug: 'm340i',
        name: 'M340i',
        years: range(2020, 2021),
        engines: ['b58-m340i'],
        transmissions: ['zf-8hp'],
        awd: true,
      },
      { slug: '540i', name: '540i', years: range(2018, 2019), engines: ['b58'], transmissions: ['zf-8hp'] },
      { slug: 'm2', name: 'M2', years: range(2017, 2018), engines: ['n55'], transmissions: ['m-dct'] },
      {
        slug: 'm2-competition',
        name: 'M2 Competition',
        years: range(2019, 2020),
        engines: ['s55'],
        transmissions: ['m-dct'],
      },
      { slug: 'm3', name: 'M3', years: range(2016, 2018), engines: ['s55'], transmissions: ['m-dct'] },
      {
        slug: 'm3-competition',
        name: 'M3 Competition',
        years: range(2021, 2022),
        engines: ['s58'],
        transmissions: ['zf-8hp'],
        awd: true,
      },
      { slug: 'm5', name: 'M5', years: range(2019, 2020), engines: ['s63'], transmissions: ['zf-8hp'], awd: true },
      {
        slug: 'x5',
        name: 'X5',
        years: range(2020, 2021),
        engines: ['b58', 'n63', 'b57'],
        transmissions: ['zf-8hp'],
        awd: true,
      },
    ],
  },
  {
    slug: 'chevrolet',
    name: 'Chevrolet',
    origin: 'north-america',
    code: 'CHV',
    seo: seo('Chevrolet', 'the Camaro, Corvette, Silverado and Tahoe'),
    models: [
      {
        slug: 'camaro-ss',
        name: 'Camaro SS',
        years: range(2018, 2020),
        engines: ['6-2-lt1'],
        transmissions: ['10l90'],
      },
      {
        slug: 'camaro-zl1',
        name: 'Camaro ZL1',
        years: range(2019, 2020),
        engines: ['6-2-lt4'],
        transmissions: ['10l90'],
      },
      {
        slug: 'corvette-stingray',
        name: 'Corvette Stingray',
        years: range(2017, 2019),
        engines: ['6-2-lt1'],
        transmissions: ['8l90'],
      },
      {
        slug: 'corvette-z06',
        name: 'Corvette Z06',
        years: range(2018, 2019),
        engines: ['6-2-lt4'],
        transmissions: ['8l90'],
      },
      {
        slug: 'silverado-1500',
        name: 'Silverado 1500',
        years: range(2020, 2021),
        engines: ['5-3-v8', '6-2-l87', '3-0-duramax', '2-7-turbomax'],
        transmissions: ['10l80'],
      },
      {
        slug: 'silverado-2500-hd',
        name: 'Silverado 2500 HD',
        years: range(2021, 2022),
        engines: ['6-6-duramax', '6-6-l8t'],
        transmissions: ['allison'],
      },
      {
        slug: 'tahoe',
        name: 'Tahoe',
        years: ['2021'],
        engines: ['5-3-v8', '6-2-l87', '3-0-duramax'],
        transmissions: ['10l80'],
      },
    ],
  },
  {
    slug: 'dodge',
    name: 'Dodge',
    origin: 'north-america',
    code: 'DDG',
    seo: seo('Dodge', 'the Challenger, Charger and Durango'),
    models: [
      {
        slug: 'challenger',
        name: 'Challenger',
        years: range(2020, 2021),
        engines: ['3-6-pentastar', '5-7-hemi', '6-4-hemi', '6-2-hellcat'],
        transmissions: ['8hp70'],
      },
      {
        slug: 'charger',
        name: 'Charger',
        years: range(2020, 2021),
        engines: ['3-6-pentastar', '5-7-hemi', '6-4-hemi', '6-2-hellcat'],
        transmissions: ['8hp70'],
      },
      {
        slug: 'durango-srt',
        name: 'Durango SRT',
        years: range(2019, 2020),
        engines: ['6-4-hemi'],
        transmissions: ['8hp70'],
        awd: true,
      },
    ],
  },
  {
    slug: 'ford',
    name: 'Ford',
    origin: 'north-america',
    code: 'FRD',
    seo: seo('Ford', 'the F-150, Raptor, Mustang, Shelby GT500, Super Duty, Ranger, Bronco and Focus RS'),
    models: [
      {
        slug: 'f-150',
        name: 'F-150',
        years: range(2019, 2020),
        engines: ['3-5-ecoboost', '2-7-ecoboost', '5-0-coyote', '3-0-powerstroke'],
        transmissions: ['10r80'],
      },
      {
        slug: 'f-150-raptor',
        name: 'F-150 Raptor',
        years: range(2018, 2020),
        engines: ['3-5-ecoboost-ho'],
        transmissions: ['10r80'],
        awd: true,
      },
      {
        slug: 'mustang-gt',
        name: 'Mustang GT',
        years: range(2019, 2021),
        engines: ['5-0-coyote'],
        transmissions: ['10r80'],
      },
      {
        slug: 'mustang-ecoboost',
        name: 'Mustang EcoBoost',
        years: range(2019, 2020),
        engines: ['2-3-ecoboost'],
        transmissions: ['10r80'],
      },
      {
        slug: 'shelby-gt500',
        name: 'Shelby GT500',
        years: range(2020, 2021),
        engines: ['5-2-predator'],
        transmissions: ['tr-9070'],
      },
      {
        slug: 'f-250-super-duty',
        name: 'F-250 Super Duty',
        years: ['2019', '2020', '2020.5'],
        engines: ['6-7-powerstroke'],
        transmissions: ['6r140'],
      },
      { slug: 'ranger', name: 'Ranger', years: range(2019, 2020), engines: ['2-3-ecoboost'], transmissions: ['10r80'] },
      {
        slug: 'bronco',
        name: 'Bronco',
        years: range(2021, 2022),
        engines: ['2-7-ecoboost', '2-3-ecoboost'],
        transmissions: ['10r60'],
        awd: true,
      },
      { slug: 'focus-rs', name: 'Focus RS', years: range(2016, 2018), engines: ['2-3-ecoboost-rs'], awd: true },
    ],
  },
  {
    slug: 'gmc',
    name: 'GMC',
    origin: 'north-america',
    code: 'GMC',
    models: [
      {
        slug: 'sierra-1500',
        name: 'Sierra 1500',
        years: range(2020, 2021),
        engines: ['5-3-v8', '6-2-l87', '3-0-duramax'],
        transmissions: ['10l80'],
      },
      {
        slug: 'sierra-2500-hd',
        name: 'Sierra 2500 HD',
        years: ['2021'],
        engines: ['6-6-duramax'],
        transmissions: ['allison'],
      },
      { slug: 'yukon', name: 'Yukon', years: ['2021'], engines: ['5-3-v8', '6-2-l87'], transmissions: ['10l80'] },
    ],
  },
  {
    slug: 'jeep',
    name: 'Jeep',
    origin: 'north-america',
    code: 'JEP',
    seo: seo('Jeep', 'the Wrangler, Gladiator and Grand Cherokee'),
    models: [
      {
        slug: 'wrangler',
        name: 'Wrangler',
        years: range(2020, 2021),
        engines: ['3-6-pentastar', '2-0-hurricane', '3-0-ecodiesel'],
        transmissions: ['8hp50'],
        awd: true,
      },
      {
        slug: 'wrangler-392',
        name: 'Wrangler Rubicon 392',
        years: ['2021'],
        engines: ['6-4-hemi'],
        transmissions: ['8hp75'],
        awd: true,
      },
      {
        slug: 'grand-cherokee',
        name: 'Grand Cherokee',
        years: range(2019, 2020),
        engines: ['3-6-pentastar', '5-7-hemi', '3-0-ecodiesel'],
        transmissions: ['8hp70'],
        awd: true,
      },
      {
        slug: 'grand-cherokee-trackhawk',
        name: 'Grand Cherokee Trackhawk',
        years: range(2019, 2021),
        engines: ['6-2-trackhawk'],
        transmissions: ['8hp95'],
        awd: true,
      },
      {
        slug: 'gladiator',
        name: 'Gladiator',
        years: ['2021'],
        engines: ['3-6-pentastar', '3-0-ecodiesel'],
        transmissions: ['8hp75'],
        awd: true,
      },
    ],
  },
  {
    slug: 'mercedes-benz',
    name: 'Mercedes-Benz',
    origin: 'europe',
    code: 'MBZ',
    seo: seo('Mercedes-Benz', 'the C 300, C 43, C 63, E 450, A 45, G 550 and Sprinter'),
    models: [
      { slug: 'c-300', name: 'C 300', years: range(2020, 2021), engines: ['m264'], transmissions: ['9g-tronic'] },
      {
        slug: 'c-43-amg',
        name: 'C 43 AMG',
        years: range(2018, 2019),
        engines: ['m276'],
        transmissions: ['9g-tronic'],
        awd: true,
      },
      { slug: 'c-63-amg', name: 'C 63 AMG', years: range(2018, 2020), engines: ['m177'], transmissions: ['mct-9'] },
      {
        slug: 'e-450',
        name: 'E 450',
        years: range(2020, 2021),
        engines: ['m256'],
        transmissions: ['9g-tronic'],
        awd: true,
      },
      { slug: 'a-45-amg', name: 'A 45 AMG', years: ['2021'], engines: ['m139'], transmissions: ['amg-dct'], awd: true },
      {
        slug: 'g-550',
        name: 'G 550',
        years: range(2019, 2020),
        engines: ['m176'],
        transmissions: ['9g-tronic'],
        awd: true,
      },
      {
        slug: 'sprinter',
        name: 'Sprinter',
        years: range(2020, 2021),
        engines: ['om651', 'om642'],
        transmissions: ['7g-tronic'],
      },
    ],
  },
  {
    slug: 'mini',
    name: 'Mini',
    origin: 'europe',
    code: 'MIN',
    seo: seo('Mini', 'the Cooper, Cooper S, John Cooper Works and Countryman JCW'),
    models: [
      { slug: 'cooper', name: 'Cooper', years: ['Series'], engines: ['b38'], transmissions: ['mini-dct'] },
      {
        slug: 'cooper-s',
        name: 'Cooper S',
        years: range(2019, 2021),
        engines: ['b48-mini'],
        transmissions: ['mini-dct'],
      },
      {
        slug: 'john-cooper-works',
        name: 'John Cooper Works',
        years: range(2019, 2021),
        engines: ['b48-jcw'],
        transmissions: ['mini-dct'],
      },
      {
        slug: 'countryman-jcw',
        name: 'Countryman JCW',
        years: ['2021'],
        engines: ['b48-jcw-306'],
        transmissions: ['mini-dct'],
        awd: true,
      },
    ],
  },
  {
    slug: 'porsche',
    name: 'Porsche',
    origin: 'europe',
    code: 'POR',
    seo: seo('Porsche', 'the 911 Carrera, 911 Turbo S, 718 Cayman, Macan, Cayenne and Panamera'),
    models: [
      {
        slug: '911-carrera',
        name: '911 Carrera',
        years: range(2018, 2019),
        engines: ['9a2-3-0'],
        transmissions: ['pdk'],
      },
      {
        slug: '911-turbo-s',
        name: '911 Turbo S',
        years: ['Series'],
        engines: ['9a1-turbo-s'],
        transmissions: ['pdk'],
        awd: true,
      },
      {
        slug: '718-cayman',
        name: '718 Cayman',
        years: range(2019, 2020),
        engines: ['ma2-2-0', 'ma2-2-5'],
        transmissions: ['pdk'],
      },
      {
        slug: 'macan',
        name: 'Macan',
        years: range(2020, 2021),
        engines: ['2-0-tfsi-macan', '2-9-tt-v6'],
        transmissions: ['pdk'],
        awd: true,
      },
      {
        slug: 'cayenne',
        name: 'Cayenne',
        years: range(2020, 2021),
        engines: ['3-0-t-v6', '2-9-tt-v6', '4-0-tt-v8'],
        transmissions: ['zf-8hp'],
        awd: true,
      },
      {
        slug: 'panamera',
        name: 'Panamera',
        years: ['2019'],
        engines: ['2-9-tt-v6', '4-0-tt-v8'],
        transmissions: ['pdk8'],
        awd: true,
      },
    ],
  },
  {
    slug: 'ram',
    name: 'Ram',
    origin: 'north-america',
    code: 'RAM',
    seo: seo('Ram', 'the Ram 1500, 1500 TRX, 2500 and 3500'),
    models: [
      {
        slug: '1500',
        name: '1500',
        years: range(2020, 2021),
        engines: ['5-7-hemi-etorque', '3-0-ecodiesel'],
        transmissions: ['8hp75'],
      },
      {
        slug: '1500-classic',
        name: '1500 Classic',
        years: range(2019, 2020),
        engines: ['5-7-hemi'],
        transmissions: ['8hp70'],
      },
      { slug: '2500', name: '2500', years: range(2020, 2021), engines: ['6-7-cummins'], transmissions: ['68rfe'] },
      { slug: '3500', name: '3500', years: range(2020, 2021), engines: ['6-7-cummins-ho'], transmissions: ['as69rc'] },
      {
        slug: '1500-trx',
        name: '1500 TRX',
        years: ['2021'],
        engines: ['6-2-hellcat-trx'],
        transmissions: ['8hp95'],
        awd: true,
      },
    ],
  },
  {
    slug: 'subaru',
    name: 'Subaru',
    origin: 'asia',
    code: 'SUB',
    seo: seo('Subaru', 'the WRX and WRX STI'),
    models: [
      { slug: 'wrx', name: 'WRX', years: range(2017, 2021), engines: ['fa20dit'], awd: true },
      { slug: 'wrx-sti', name: 'WRX STI', years: range(2018, 2021), engines: ['ej257'], awd: true },
      { slug: 'wrx', name: 'WRX', years: ['2022'], engines: ['fa24dit'], awd: true },
    ],
  },
  {
    slug: 'volkswagen',
    name: 'Volkswagen',
    origin: 'europe',
    code: 'VW',
    seo: seo('Volkswagen', 'the Golf GTI, Golf R, Jetta, Jetta GLI, Tiguan, Atlas, Arteon and Passat TDI'),
    models: [
      {
        slug: 'golf-gti',
        name: 'Golf GTI',
        years: range(2017, 2021),
        engines: ['ea888-gen3'],
        transmissions: ['dq250'],
      },
      { slug: 'golf-gti', name: 'Golf GTI', years: ['2022'], engines: ['ea888-gen4'], transmissions: ['dq381'] },
      {
        slug: 'golf-r',
        name: 'Golf R',
        years: range(2017, 2019),
        engines: ['ea888-gen3-r'],
        transmissions: ['dq250'],
        awd: true,
      },
      { slug: 'jetta', name: 'Jetta', years: range(2019, 2020), engines: ['ea211-1-4'] },
      {
        slug: 'jetta-gli',
        name: 'Jetta GLI',
        years: ['2019', '2019.5', '2020'],
        engines: ['ea888-gen3'],
        transmissions: ['dq381'],
      },
      {
        slug: 'tiguan',
        name: 'Tiguan',
        years: range(2019, 2020),
        engines: ['ea888-gen3'],
        transmissions: ['aq450'],
        awd: true,
      },
      {
        slug: 'atlas',
        name: 'Atlas',
        years: range(2019, 2020),
        engines: ['ea888-gen3', 'vr6-3-6'],
        transmissions: ['aq450'],
        awd: true,
      },
      {
        slug: 'arteon',
        name: 'Arteon',
        years: range(2019, 2020),
        engines: ['ea888-gen3'],
        transmissions: ['dl501'],
        awd: true,
      },
      {
        slug: 'passat-tdi',
        name: 'Passat TDI',
        years: range(2014, 2015),
        engines: ['ea288-tdi'],
        transmissions: ['dq250'],
      },
    ],
  },
]
