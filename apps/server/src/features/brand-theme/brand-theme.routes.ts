import { createRoute, z } from '@hono/zod-openapi'
import {
  AdminBrandThemeSchema,
  BrandThemeInputSchema,
  LOGO_MAX_BYTES,
  UploadedLogoSchema,
} from '@shop/domain/brand-theme'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Back office: brand theme']

/**
 * PERMISSIONS.md: site settings are Super Admin's alone. Checked before the validators, so an Admin who is not
 * Super Admin learns "forbidden", not the shape of a theme.
 */
export const superAdminOnly = allowedFirst('superadmin:manage')

export const getAdminTheme = createRoute({
  method: 'get',
  path: '/admin/theme',
  tags,
  summary: 'The brand theme as saved: primary and accent colours, the logo, the defaults (Super Admin)',
  middleware: [superAdminOnly],
  responses: {
    200: { description: 'The theme', ...json(AdminBrandThemeSchema) },
    ...errorResponses(401, 403),
  },
})

export const putAdminTheme = createRoute({
  method: 'put',
  path: '/admin/theme',
  tags,
  summary: 'Save the brand theme (Super Admin); every page shows it at once; audited',
  description:
    'Every WCAG contrast check must pass: a failing one is a 422 whose `errors` names the field (`primary`, ' +
    '`accent`) and the pair with its ratio. The logo is a name `POST /api/admin/theme/logo` answered, or null. ' +
    'Saving the default colours without a logo returns the shop to its configured default.',
  middleware: [superAdminOnly],
  request: {
    body: {
      required: true,
      ...json(BrandThemeInputSchema),
    },
  },
  responses: {
    200: { description: 'The theme as saved', ...json(AdminBrandThemeSchema) },
    ...errorResponses(401, 403, 422),
  },
})

/** The upload's form (documented; the service reads it). */
export const LogoFormSchema = z.object({ logo: z.string().meta({ format: 'binary' }) })

export const uploadLogoDoc = {
  method: 'post' as const,
  path: '/admin/theme/logo',
  tags,
  summary: `Upload a logo for the theme (Super Admin): \`logo\`, PNG, JPEG or WebP told by its bytes (never SVG), at most ${LOGO_MAX_BYTES / 1024} KB; a save names it`,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: LogoFormSchema } } } },
  responses: {
    201: { description: 'The stored logo’s name and address', ...json(UploadedLogoSchema) },
    ...errorResponses(400, 401, 403, 413, 422),
  },
}

export const getLogo = createRoute({
  method: 'get',
  path: '/site/logos/{name}',
  tags: ['Site'],
  summary: 'A logo of the brand theme (its name never changes, so it is cached for a year)',
  request: {
    params: z.object({
      name: z
        .string()
        .max(60)
        .openapi({ param: { name: 'name', in: 'path' }, example: '00000000-0000-4000-8000-000000000000.png' }),
    }),
  },
  responses: {
    200: { description: 'The logo', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(404, 422),
  },
})
