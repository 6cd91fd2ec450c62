import { Button, Checkbox, Group, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { INITIAL_VEHICLE_SELECTION, vehicleSelectionReducer, type VehicleSelectionAction } from '@shop/domain/catalog'
import { formatMoney } from '@shop/domain/money'
import { useEffect, useReducer, useState } from 'react'
import { ApiErrorAlert } from '../../../components/ui/api-error-alert'
import { SkeletonList } from '../../../components/ui/skeleton'
import { answer, type Schema } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'

type Engine = Schema<'EngineDetail'>
type Transmission = Schema<'TransmissionDetail'>
type VehicleTune = Engine['tunes'][number]
type Lists = {
  makes: Schema<'MakeList'>['data']
  years: Schema<'YearList'>['data']
  models: Schema<'ModelList'>['data']
  engines: Schema<'EngineList'>['data']
}
type Level = 'make' | 'year' | 'model' | 'engine' | 'transmission'

const tuneLabel = (tune: VehicleTune) => `${tune.name} — ${formatMoney(tune.optional ? tune.addonprice : tune.price)}`

/**
 * The customer picks the vehicle (make, year, model, engine, transmission from the catalog API) and the
 * tunes; the server prices them (the estimate). SPEC §4: each choice clears everything below it.
 */
export function VehicleTuneForm({ requestId, onDone }: { requestId: number; onDone: () => void }) {
  const [lists, setLists] = useState<Lists>({ makes: [], years: [], models: [], engines: [] })
  // SPEC §4 through the domain's reducer: each choice clears everything below it.
  const [choice, dispatch] = useReducer(vehicleSelectionReducer, INITIAL_VEHICLE_SELECTION)
  const [engine, setEngine] = useState<Engine | null>(null)
  const [transmission, setTransmission] = useState<Transmission | null>(null)
  const [sets, setSets] = useState<number[]>([])
  const [options, setOptions] = useState<number[]>([])
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  // Which list is loading in the browser (docs/design.md "Loading feedback"): its select says so and waits.
  const [loading, setLoading] = useState<Level | 'makes' | null>('makes')

  useEffect(() => {
    void answer(browserApi.GET('/api/v1/ecu/makes'))
      .then((r) => setLists((l) => ({ ...l, makes: r.data })), setError)
      .finally(() => setLoading(null))
  }, [])

  const pick = (level: Level, value: string | null) => {
    const action = { type: `${level}Chosen`, [level]: value } as VehicleSelectionAction
    const next = vehicleSelectionReducer(choice, action)
    if (next === choice) return
    dispatch(action)
    setSets([])
    setOptions([])
    if (level !== 'transmission') setTransmission(null)
    if (level !== 'transmission' && level !== 'engine') setEngine(null)
    if (!value) return
    setLoading(level)
    const { make, year, model } = next
    const load = async () => {
      if (level === 'make') {
        const years = await answer(
          browserApi.GET('/api/v1/ecu/makes/{make}/years', { params: { path: { make: value } } }),
        )
        setLists((l) => ({ ...l, years: years.data, models: [], engines: [] }))
      } else if (level === 'year') {
        const models = await answer(
          browserApi.GET('/api/v1/ecu/makes/{make}/years/{year}/models', {
            params: { path: { make: make!, year: value } },
          }),
        )
        setLists((l) => ({ ...l, models: models.data, engines: [] }))
      } else if (level === 'model') {
        const engines = await answer(
          browserApi.GET('/api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines', {
            params: { path: { make: make!, year: year!, model: value } },
          }),
        )
        setLists((l) => ({ ...l, engines: engines.data }))
      } else if (level === 'engine') {
        setEngine(
          await answer(
            browserApi.GET('/api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}', {
              params: { path: { make: make!, year: year!, model: model!, engine: value } },
            }),
          ),
        )
      } else {
        setTransmission(
          await answer(
            browserApi.GET(
              '/api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}/transmissions/{transmission}',
              {
                params: {
                  path: { make: make!, year: year!, model: model!, engine: next.engine!, transmission: value },
                },
              },
            ),
          ),
        )
      }
    }
    load()
      .catch(setError)
      .finally(() => setLoading((current) => (current === level ? null : current)))
  }
  /** A select's placeholder and state while the list it shows is loading. */
  const waitingFor = (level: Level | 'makes', noun: string, placeholder: string) =>
    loading === level
      ? { placeholder: `Loading ${noun}…`, disabled: true, rightSection: <Loader size="xs" aria-hidden /> }
      : { placeholder }

  const tunes = [...(engine?.tunes ?? []), ...(transmission?.tunes ?? [])].filter((tune) => !tune.is_stock)
  const mainTunes = tunes.filter((tune) => !tune.optional)
  const addOns = tunes.filter((tune) => tune.optional)

  const submit = async () => {
    if (!engine) return
    setBusy(true)
    setError(null)
    try {
      await answer(
        browserApi.POST('/api/v1/tune-requests/{id}/estimate', {
          params: { path: { id: requestId } },
          body: {
            engine_id: engine.id,
            transmission_id: transmission?.id ?? null,
            tune_sets: sets,
            tune_options: options,
            currency: engine.currency,
          },
        }),
      )
      onDone()
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }

  const toggle = (list: number[], id: number, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id))

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Make"
          {...waitingFor('makes', 'makes', 'Choose a make')}
          searchable
          data={lists.makes.map((m) => ({ value: m.slug, label: m.name }))}
          value={choice.make}
          onChange={(v) => pick('make', v)}
        />
        <Select
          label="Year"
          disabled={!choice.make}
          {...waitingFor('make', 'years', 'Choose a year')}
          data={lists.years}
          value={choice.year}
          onChange={(v) => pick('year', v)}
        />
        <Select
          label="Model"
          disabled={!choice.year}
          {...waitingFor('year', 'models', 'Choose a model')}
          data={lists.models.map((m) => ({ value: m.slug, label: m.name }))}
          value={choice.model}
          onChange={(v) => pick('model', v)}
        />
        <Select
          label="Engine"
          disabled={!choice.model}
          {...waitingFor('model', 'engines', 'Choose an engine')}
          data={lists.engines.map((e) => ({ value: e.slug, label: e.name }))}
          value={choice.engine}
          onChange={(v) => pick('engine', v)}
        />
        {engine && engine.transmissions.length > 0 ? (
          <Select
            label="Transmission (optional)"
            placeholder="Keep the stock transmission software"
            clearable
            data={engine.transmissions.map((t) => ({ value: t.slug, label: t.name }))}
            value={choice.transmission}
            onChange={(v) => pick('transmission', v)}
          />
        ) : null}
      </SimpleGrid>
      {loading === 'engine' || loading === 'transmission' ? (
        <SkeletonList label="Loading the tunes of this vehicle" rows={2} />
      ) : engine ? (
        <Stack gap="xs">
          {mainTunes.length === 0 ? (
            <Text c="dimmed">This vehicle has no catalog tunes; ask us for help below.</Text>
          ) : (
            <Checkbox.Group label="Tunes" value={sets.map(String)} onChange={(v) => setSets(v.map(Number))}>
              <Stack gap={6} mt={6}>
                {mainTunes.map((tune) => (
                  <Checkbox key={tune.id} value={String(tune.id)} label={tuneLabel(tune)} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          {addOns.length > 0 ? (
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                Options
              </Text>
              {addOns.map((tune) => (
                <Checkbox
                  key={tune.id}
                  label={tuneLabel(tune)}
                  checked={options.includes(tune.id)}
                  onChange={(e) => setOptions(toggle(options, tune.id, e.currentTarget.checked))}
                />
              ))}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      {error ? <ApiErrorAlert error={error} /> : null}
      <Group>
        <Button onClick={() => void submit()} loading={busy} disabled={!engine || sets.length === 0}>
          Get my estimate
        </Button>
      </Group>
    </Stack>
  )
}
