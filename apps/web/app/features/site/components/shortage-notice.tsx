import { activeShortages, type ShortageTool, type SwitchStates } from '@shop/domain/switch-states'
import classes from './site-experience.module.css'

/**
 * SPEC §3 switches: while a tool's shortage is on, says so with the month. `tools` narrows it to the
 * tools a page or cart line concerns (a product page passes its tool); by default every shortage.
 */
export function ShortageNotice({ states, tools }: { states: SwitchStates | null; tools?: ShortageTool[] }) {
  if (!states) return null
  const shortages = activeShortages(states).filter((shortage) => !tools || tools.includes(shortage.tool))
  if (shortages.length === 0) return null
  return (
    <div className={classes.shortage} role="status">
      {shortages.map((shortage) => (
        <p key={shortage.tool}>{shortage.message}</p>
      ))}
    </div>
  )
}
