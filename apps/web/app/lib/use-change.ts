import { useState } from 'react'
import { useRevalidator } from 'react-router'

/**
 * One call that changes something, then the page's data again: which call is running (its button's loading
 * state, by the name given to `run`) and its failure, shown where it was made. `run` answers whether it worked.
 */
export function useChange() {
  const revalidator = useRevalidator()
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const run = async (what: string, call: () => Promise<unknown>) => {
    setBusy(what)
    setFailure(null)
    try {
      await call()
      await revalidator.revalidate()
      return true
    } catch (error) {
      setFailure(error)
      return false
    } finally {
      setBusy(null)
    }
  }
  return { run, busy, failure }
}
