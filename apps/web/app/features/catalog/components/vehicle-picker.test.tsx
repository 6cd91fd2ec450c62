import type { EngineSummary, Make, Model } from '@shop/domain/catalog'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { deferred, stubApi, type ApiReply } from '../../../../test/fake-api'
import { createApi } from '../../../lib/api-client'
import { loadVehicleLists, type VehicleLists } from '../api/load-vehicle-lists'
import { openStepOf, pickerAction, pickerSteps } from '../picker-steps'
import { useVehicleSelection } from '../hooks/use-vehicle-selection'
import { VehiclePicker } from './vehicle-picker'
import { slugsOfParams } from '../vehicle-slugs'
import type { VehicleSlugs } from '../api/catalog-api'

const MAKES: Make[] = [
  { id: 1, slug: 'volkswagen', name: 'Volkswagen', origin: 'europe' },
  { id: 2, slug: 'audi', name: 'Audi', origin: 'europe' },
  { id: 3, slug: 'ford', name: 'Ford', origin: 'north-america' },
]
const MODELS: Model[] = [
  { id: 10, slug: 'golf-gti', name: 'Golf GTI' },
  { id: 11, slug: 'jetta', name: 'Jetta' },
]
const ENGINES: EngineSummary[] = [
  {
    id: 100,
    slug: 'ea888-gen3',
    name: 'EA888 Gen3 2.0 TSI',
    fuel: 'petrol',
    stock_horsepower: { value: 228, unit: 'hp' },
    stock_torque: { value: 258.2, unit: 'lb-ft' },
  },
]

const ROUTES: Record<string, ApiReply> = {
  'GET /api/v1/ecu/makes': { body: { data: MAKES } },
  'GET /api/v1/ecu/makes/volkswagen/years': { body: { data: ['2020', '2019'], seo: null } },
  'GET /api/v1/ecu/makes/audi/years': { body: { data: ['2018'], seo: null } },
  'GET /api/v1/ecu/makes/volkswagen/years/2019/models': { body: { data: MODELS } },
  'GET /api/v1/ecu/makes/volkswagen/years/2019/models/golf-gti/engines': { body: { data: ENGINES } },
}

type PageData = { slugs: VehicleSlugs; lists: VehicleLists }

/** The picker as the catalog route builds it (routes/catalog/catalog.tsx): lists from the API, steps, links. */
function PickerPage() {
  const { slugs, lists } = useLoaderData() as PageData
  const { hrefAfter } = useVehicleSelection(slugs)
  const steps = pickerSteps({
    lists,
    transmissions: null,
    slugs,
    hrefAfter: (key, value) => hrefAfter(pickerAction(key, value)),
  })
  const location = useLocation()
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <VehiclePicker steps={steps} openStep={openStepOf(steps)} heading="Choose your vehicle" />
    </>
  )
}

function renderCatalog(path: string) {
  const api = createApi((request) => fetch(request))
  const Stub = createRoutesStub([
    {
      path: '/catalog/:make?/:year?/:model?/:engine?',
      HydrateFallback: () => null,
      loader: async ({ params }: LoaderFunctionArgs): Promise<PageData> => {
        const slugs = slugsOfParams(params)!
        return { slugs, lists: await loadVehicleLists(api, slugs) }
      },
      Component: PickerPage,
    },
  ])
  render(<Stub initialEntries={[path]} />)
}

const select = (name: string) => screen.getByRole('combobox', { name })
const optionNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('vehicle picker (SPEC §2, §4 vehicle selection)', () => {
  it('opens on the make: its options grouped by origin, as a select and as links; the later steps locked', async () => {
    const api = stubApi(ROUTES)
    renderCatalog('/catalog')

    const make = await screen.findByRole('combobox', { name: 'Make' })
    expect(make).toBeEnabled()
    expect(optionNames(make)).toEqual(['Choose make', 'Volkswagen', 'Audi', 'Ford'])
    expect(within(make).getByRole('group', { name: 'Europe' })).toBeInTheDocument()
    expect(within(make).getByRole('group', { name: 'North America' })).toBeInTheDocument()
    for (const locked of ['Year', 'Model', 'Engine', 'Transmission']) {
      expect(select(locked)).toBeDisabled()
      expect(select(locked)).toHaveDisplayValue('—')
    }
    const links = screen.getByRole('navigation', { name: 'Choose make' })
    expect(within(links).getByRole('link', { name: 'Ford' })).toHaveAttribute('href', '/catalog/ford')
    expect(api.calls.map((call) => call.path)).toEqual(['/api/v1/ecu/makes'])
  })

  it('a chosen make shows at once while its years load: the next step says so, the links wait', async () => {
    const years = deferred<ApiReply>()
    const api = stubApi({ ...ROUTES, 'GET /api/v1/ecu/makes/volkswagen/years': () => years.promise })
    const user = userEvent.setup()
    renderCatalog('/catalog')

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Make' }), 'volkswagen')

    // Pending (docs/design.md "Loading feedback"): the choice is shown, the step below waits for its options.
    await waitFor(() => expect(screen.getByRole('region', { busy: true })).toBeInTheDocument())
    expect(select('Make')).toHaveValue('volkswagen')
    expect(select('Year')).toBeDisabled()
    expect(select('Year')).toHaveDisplayValue('Loading years…')
    expect(screen.queryByRole('navigation', { name: 'Choose make' })).not.toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalog$/)

    years.resolve(ROUTES['GET /api/v1/ecu/makes/volkswagen/years']!)
    await waitFor(() => expect(select('Year')).toBeEnabled())
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog/volkswagen')
    expect(screen.getByRole('region', { name: 'Choose your vehicle' })).not.toHaveAttribute('aria-busy')
    expect(optionNames(select('Year'))).toEqual(['Choose year', '2020', '2019'])
    expect(select('Model')).toBeDisabled()
    expect(api.calls.map((call) => call.path)).toContain('/api/v1/ecu/makes/volkswagen/years')
  })

  it('walks make → year → model → engine, each step loading the next list', async () => {
    const api = stubApi(ROUTES)
    const user = userEvent.setup()
    renderCatalog('/catalog/volkswagen')

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Year' }), '2019')
    await waitFor(() => expect(select('Model')).toBeEnabled())
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog/volkswagen/2019')

    await user.selectOptions(select('Model'), 'golf-gti')
    await waitFor(() => expect(select('Engine')).toBeEnabled())
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog/volkswagen/2019/golf-gti')
    expect(select('Make')).toHaveValue('volkswagen')
    expect(select('Year')).toHaveValue('2019')
    expect(select('Model')).toHaveValue('golf-gti')

    // The engine step's links carry stock output and fuel.
    const engines = screen.getByRole('navigation', { name: 'Choose engine' })
    const engine = within(engines).getByRole('link', { name: /EA888 Gen3 2\.0 TSI/ })
    expect(engine).toHaveTextContent('228 hp · 258 lb-ft · petrol')
    expect(engine).toHaveAttribute('href', '/catalog/volkswagen/2019/golf-gti/ea888-gen3')
    expect(api.calls.map((call) => call.path)).toContain(
      '/api/v1/ecu/makes/volkswagen/years/2019/models/golf-gti/engines',
    )
  })

  it('choosing another make clears the year and everything below (SPEC §4)', async () => {
    stubApi(ROUTES)
    const user = userEvent.setup()
    renderCatalog('/catalog/volkswagen/2019')

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Make' }), 'audi')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalog\/audi$/))
    await waitFor(() => expect(optionNames(select('Year'))).toEqual(['Choose year', '2018']))
    expect(select('Year')).toHaveValue('')
    expect(select('Model')).toBeDisabled()
  })

  it('an option link chooses as the select does (pages work without a script)', async () => {
    stubApi(ROUTES)
    const user = userEvent.setup()
    renderCatalog('/catalog')

    const links = await screen.findByRole('navigation', { name: 'Choose make' })
    await user.click(within(links).getByRole('link', { name: 'Volkswagen' }))
    await waitFor(() => expect(select('Year')).toBeEnabled())
    expect(select('Make')).toHaveValue('volkswagen')
    expect(within(screen.getByRole('navigation', { name: 'Choose year' })).getAllByRole('link')).toHaveLength(2)
  })
})
