import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

/**
 * THE route table (SPEC §2). A route's layout is the layout route it sits in (default or blank); a
 * guard layout carries the forbidden flag (logged out → login, logged in without access →
 * /forbidden); `handle.contactless` hides the contact widget. Pages with forms sit inside the
 * Mantine layout, so its code loads only there.
 */
export default [
  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route('index.html', 'routes/home.tsx', { id: 'home-index-html' }),
    route('forbidden', 'routes/forbidden.tsx'),
    route('page-not-found', 'routes/page-not-found.tsx'),
    route('auth/*', 'routes/auth/auth-redirect.tsx'),

    layout('layouts/mantine-layout.tsx', [
      route('login', 'routes/auth/login.tsx'),
      route('sign-up', 'routes/auth/sign-up.tsx'),
      route('forgot-password', 'routes/auth/forgot-password.tsx'),
      route('reset-password', 'routes/auth/reset-password.tsx'),
      route('auth/error', 'routes/auth/auth-error.tsx'),
      route('auth/success', 'routes/auth/auth-success.tsx'),

      layout('guards/require-user.tsx', [route('profile', 'routes/profile/profile.tsx')]),
      layout('guards/require-staff.tsx', [route('admin/outbox', 'routes/admin/outbox.tsx')]),
    ]),

    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
