const RESTART = 'The login took too long or was started in another tab. Please start it again.'

// The codes Better Auth and OAuth providers put in `?error=` after a failed social login.
const MEANINGS: Record<string, string> = {
  access_denied: 'The login was cancelled, or the provider did not allow it.',
  state_mismatch: RESTART,
  state_not_found: RESTART,
  please_restart_the_process: RESTART,
  invalid_callback_request: RESTART,
  no_code: 'The login provider did not confirm your login.',
  invalid_code: 'The login provider did not confirm your login.',
  oauth_code_verification_failed: 'The login provider did not confirm your login.',
  oauth_provider_not_found: 'This way of logging in is not available.',
  provider_not_found: 'This way of logging in is not available.',
  unable_to_get_user_info: 'The login provider did not tell us who you are.',
  user_info_is_missing: 'The login provider did not tell us who you are.',
  email_not_found: 'The login provider did not share your email address, and we need one for your account.',
  email_is_missing: 'The login provider did not share your email address, and we need one for your account.',
  account_not_linked:
    'An account with this email already exists. Log in with your email and password to use that account.',
  unable_to_link_account: 'We could not connect this login to your account.',
  unable_to_create_user: 'We could not create an account for this login.',
  signup_disabled: 'New accounts cannot be created this way.',
  banned: 'This account has been blocked. Contact us if you think this is a mistake.',
}

/** The `error` query parameter of /auth/error in plain words; unknown or missing codes get a general text. */
export function describeAuthError(code: string | null): string {
  const key = (code ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  return MEANINGS[key] ?? 'Something went wrong while logging you in.'
}
