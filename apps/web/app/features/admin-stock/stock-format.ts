export { formatInstant } from '../../components/ui/admin-table/admin-format'

/** A movement's change with its sign written out (+12, −3), so it never rests on colour. */
export const formatDelta = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '±0')

/** "1 unit", "12 units". */
export const formatUnits = (units: number) => `${units} ${units === 1 ? 'unit' : 'units'}`
