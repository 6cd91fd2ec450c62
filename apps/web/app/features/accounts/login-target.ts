import { safeRedirectTarget } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { takePreLoginPage } from '../../lib/pre-login-page'

/**
 * Where to go after logging in: the `redirect` parameter when it is a path of this site, else the
 * page remembered before login (SPEC §4, 5 minutes), else the profile.
 */
export function loginTarget(redirectParam: string | null): string {
  const fromParam = safeRedirectTarget(redirectParam, '')
  if (fromParam && !isAuthPage(fromParam)) return fromParam
  const remembered = takePreLoginPage()
  if (remembered && !isAuthPage(remembered)) return remembered
  return paths.profile()
}

// Going back to a login or sign-up page after logging in would only bounce to the profile.
const isAuthPage = (path: string) => /^\/(login|sign-up)(?=[/?#]|$)/.test(path)
