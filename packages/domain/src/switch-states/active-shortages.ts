import { SHORTAGE_TOOLS, type ShortageTool } from './switch-states.constants'
import type { SwitchStates } from './switch-states.schema'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * SPEC §3 switches: the shortages that are on, each with its tool's name and the month as words
 * ("2026-06" → "June 2026"); what the affected tool's pages and cart lines say.
 */
export function activeShortages(
  states: SwitchStates,
): { tool: ShortageTool; toolName: string; month: string; message: string }[] {
  return (Object.keys(SHORTAGE_TOOLS) as ShortageTool[]).flatMap((tool) => {
    const raw = states[`${tool}-shortage-month`]
    if (!states[`${tool}-shortage`] || !raw) return []
    const [year, month] = raw.split('-')
    const monthText = `${MONTHS[Number(month) - 1] ?? raw} ${year}`
    const toolName = SHORTAGE_TOOLS[tool]
    return [
      {
        tool,
        toolName,
        month: monthText,
        message: `${toolName} is out of stock: new orders ship in ${monthText}.`,
      },
    ]
  })
}
