import { useCallback } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { refreshUser } from '../../../lib/browser-api'

/** After sign-in or sign-up: load the new user, go on, then reload the root loader's global state. */
export function useCompleteLogin() {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  return useCallback(
    async (target: string) => {
      await refreshUser()
      await navigate(target, { replace: true })
      await revalidator.revalidate()
    },
    [navigate, revalidator],
  )
}
