import type { CartEntry } from './cart.schema'

/**
 * An entry read back from storage, another tab or the account with the defaults `CartEntrySchema` gives it: a
 * vehicle bundle saved before decision 0068 buys the tool its tunes need (`tools` = own none, rent no), has no
 * parts to list and a quantity of 1. Other entries are returned as they are.
 */
export function withCartEntryDefaults(entry: CartEntry): CartEntry {
  if (entry.kind !== 'catalog-tune') return entry
  const tools = (entry as Partial<typeof entry>).tools
  return {
    ...entry,
    tools: { own: tools?.own ?? [], rent: tools?.rent ?? false },
    parts: (entry as Partial<typeof entry>).parts ?? [],
    quantity: 1,
  }
}
