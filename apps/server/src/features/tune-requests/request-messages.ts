import type { Actor } from '@shop/domain/accounts'
import { partyOf, withLocked, type Deps } from './request-access'
import { transition } from './request-transition'

// Messages on a request: asking for help choosing (and its answer), and support after delivery.

/** `/help`: the customer asks for help choosing (→ help); a worker answers it (→ estimated). */
export async function help(deps: Deps, actor: Actor, id: number, message: string) {
  return withLocked(deps, actor, id, async (tx, row) => {
    const party = partyOf(actor, row)
    const event = party === 'worker' ? 'answer-help' : 'ask-help'
    return { id, status: await transition(tx, row, event, party, actor.id, deps.clock(), { note: message }) }
  })
}

/** `/support`: after delivery, the customer asks for support with the tuned file. */
export async function support(deps: Deps, actor: Actor, id: number, input: { subject: string; body: string }) {
  return withLocked(deps, actor, id, async (tx, row) => ({
    id,
    status: await transition(tx, row, 'ask-support', partyOf(actor, row), actor.id, deps.clock(), {
      note: `${input.subject}\n\n${input.body}`,
    }),
  }))
}
