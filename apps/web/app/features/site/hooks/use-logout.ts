import { paths } from '@shop/domain/paths'
import { useCallback } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { answer } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'
import { useSessionStore } from '../../../lib/session-store'

/** Logs out (POST /api/auth/logout), forgets the user and goes home. */
export function useLogout() {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  return useCallback(async () => {
    await answer(browserApi.POST('/api/auth/logout')).catch(() => undefined)
    useSessionStore.getState().setUser(null)
    await navigate(paths.home())
    await revalidator.revalidate()
  }, [navigate, revalidator])
}
