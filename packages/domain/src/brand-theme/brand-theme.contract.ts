import { z } from 'zod'
import { LOGO_ALT_MAX_LENGTH } from './brand-theme.constants'
import { HEX_COLOR } from './contrast'

// The brand theme (issue 24 item 9, decision 0100): primary and accent colours and a logo, set by a Super Admin on
// /admin/colors, read by every page through the global state.

const Color = (field: string) =>
  z
    .string()
    .trim()
    .regex(HEX_COLOR, `${field} must be a colour written #rrggbb`)
    .transform((value) => value.toLowerCase())

/** A stored logo's name: the file store's id and its type's extension. */
export const LOGO_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/

/** What a save sends: both colours, and the logo (an uploaded file's name and its alternative text) or none. */
export const BrandThemeInputSchema = z
  .object({
    primary: Color('primary'),
    accent: Color('accent'),
    logo: z
      .object({
        file: z.string().regex(LOGO_FILE, 'file must be the name an upload answered'),
        alt: z
          .string()
          .trim()
          .min(1, 'a logo needs its alternative text (what it says)')
          .max(LOGO_ALT_MAX_LENGTH, `alt must be ${LOGO_ALT_MAX_LENGTH} characters or fewer`),
      })
      .nullable(),
  })
  // The example is the default theme: sending it resets the shop's theme.
  .meta({ id: 'BrandThemeInput', examples: [{ primary: '#b81d1d', accent: '#f34d4d', logo: null }] })
export type BrandThemeInput = z.infer<typeof BrandThemeInputSchema>

/** The theme every page is drawn with (part of the global state): the logo's address when there is one. */
export const PublicBrandThemeSchema = z
  .object({
    primary: z.string(),
    accent: z.string(),
    logo: z.object({ src: z.string(), alt: z.string() }).nullable(),
  })
  .meta({ id: 'PublicBrandTheme' })
export type PublicBrandTheme = z.infer<typeof PublicBrandThemeSchema>

/** The back office's view: the theme as saved, with the logo's file name, the defaults, and when it changed. */
export const AdminBrandThemeSchema = z
  .object({
    primary: z.string(),
    accent: z.string(),
    logo: z.object({ file: z.string(), src: z.string(), alt: z.string() }).nullable(),
    defaults: z.object({ primary: z.string(), accent: z.string() }),
    /** Null while the shop has the default theme (never saved). */
    updated_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'AdminBrandTheme' })
export type AdminBrandTheme = z.infer<typeof AdminBrandThemeSchema>

/** A logo just uploaded: its name for the save, and where to show it in the preview. */
export const UploadedLogoSchema = z.object({ file: z.string(), src: z.string() }).meta({ id: 'UploadedLogo' })
export type UploadedLogo = z.infer<typeof UploadedLogoSchema>
