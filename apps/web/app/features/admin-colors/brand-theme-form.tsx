import {
  Alert,
  Button,
  ColorInput,
  FileInput,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import {
  checkTheme,
  HEX_COLOR,
  LOGO_ALT_MAX_LENGTH,
  LOGO_MAX_BYTES,
  type AdminBrandTheme,
  type BrandThemeInput,
} from '@shop/domain/brand-theme'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { ContrastChecks } from './contrast-checks'
import { ThemePreview } from './theme-preview'

const KB = LOGO_MAX_BYTES / 1024

type Logo = { file: string; src: string; alt: string }

/**
 * The brand theme's form (decision 0100): two colours, the logo and its alternative text, a live preview and the
 * contrast checks as you type. Save stays off, saying why, while a check fails; the server checks again.
 */
export function BrandThemeForm({ theme, brandName }: { theme: AdminBrandTheme; brandName: string }) {
  const revalidator = useRevalidator()
  const [primary, setPrimary] = useState(theme.primary)
  const [accent, setAccent] = useState(theme.accent)
  const [logo, setLogo] = useState<Logo | null>(theme.logo)
  const [uploading, setUploading] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({})
  const [saved, setSaved] = useState(false)

  const results = checkTheme({ primary, accent })
  const invalid = [
    ...(HEX_COLOR.test(primary) ? [] : ['the primary colour is not a colour written #rrggbb']),
    ...(HEX_COLOR.test(accent) ? [] : ['the accent colour is not a colour written #rrggbb']),
  ]
  const failing = results.filter((result) => !result.passes)
  const altMissing = logo !== null && logo.alt.trim() === ''
  const unchanged =
    primary.toLowerCase() === theme.primary &&
    accent.toLowerCase() === theme.accent &&
    JSON.stringify(logo) === JSON.stringify(theme.logo)
  const blocked = invalid.length > 0 || failing.length > 0 || altMissing
  const isDefault =
    primary.toLowerCase() === theme.defaults.primary && accent.toLowerCase() === theme.defaults.accent && !logo

  const change = (apply: () => void) => {
    setSaved(false)
    setFieldErrors({})
    apply()
  }

  async function upload(file: File | null) {
    if (!file) return
    setFailure(null)
    if (file.size > LOGO_MAX_BYTES) {
      setFieldErrors({ logo: [`A logo may be at most ${KB} KB.`] })
      return
    }
    const form = new FormData()
    form.append('logo', file, file.name)
    setUploading(true)
    try {
      // Multipart: openapi-fetch sends FormData as it is (the browser sets the boundary).
      const stored = await answer(browserApi.POST('/api/admin/theme/logo', { body: form as never }))
      change(() => setLogo({ ...stored, alt: logo?.alt || brandName }))
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) setFieldErrors(error.body.errors)
      setFailure(error)
    } finally {
      setUploading(false)
    }
  }

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (blocked) return
    const body: BrandThemeInput = {
      primary: primary.toLowerCase(),
      accent: accent.toLowerCase(),
      logo: logo ? { file: logo.file, alt: logo.alt.trim() } : null,
    }
    setSaving(true)
    setFailure(null)
    try {
      await answer(browserApi.PUT('/api/admin/theme', { body }))
      setSaved(true)
      // The root loader reads the global state again: the whole site, this page too, takes the new colours.
      await revalidator.revalidate()
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) setFieldErrors(error.body.errors)
      setFailure(error)
    } finally {
      setSaving(false)
    }
  }

  const resetToDefault = () =>
    change(() => {
      setPrimary(theme.defaults.primary)
      setAccent(theme.defaults.accent)
      setLogo(null)
    })

  return (
    <form onSubmit={save} noValidate aria-label="Brand theme">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Colours and logo
              </Title>
              <ColorInput
                label="Primary colour"
                description="Buttons, links, the sale banner, badges and the header’s line"
                format="hex"
                withEyeDropper={false}
                value={primary}
                onChange={(value) => change(() => setPrimary(value))}
                error={fieldErrors.primary?.join(' ')}
                swatches={[theme.defaults.primary, '#1d4ed8', '#0f766e', '#6d28d9', '#b45309', '#be185d']}
                required
              />
              <ColorInput
                label="Accent colour"
                description="On the dark header: the logo mark, the home page’s eyebrow, the cart count"
                format="hex"
                withEyeDropper={false}
                value={accent}
                onChange={(value) => change(() => setAccent(value))}
                error={fieldErrors.accent?.join(' ')}
                swatches={[theme.defaults.accent, '#60a5fa', '#2dd4bf', '#c4b5fd', '#fbbf24', '#f472b6']}
                required
              />
              <FileInput
                label="Logo"
                description={`PNG, JPEG or WebP, up to ${KB} KB; shown on the dark header, 40 px high. SVG is not accepted.`}
                accept="image/png,image/jpeg,image/webp"
                value={null}
                onChange={(file) => void upload(file)}
                disabled={uploading}
                error={fieldErrors.logo?.join(' ') ?? fieldErrors['logo.file']?.join(' ')}
              />
              {uploading ? (
                <Text size="sm" role="status">
                  Uploading the logo…
                </Text>
              ) : null}
              {logo ? (
                <Group align="flex-end" gap="sm" wrap="nowrap">
                  <TextInput
                    label="Logo’s alternative text"
                    description="What the logo says, for screen readers"
                    value={logo.alt}
                    maxLength={LOGO_ALT_MAX_LENGTH}
                    required
                    style={{ flex: 1 }}
                    onChange={(event) => {
                      const alt = event.currentTarget.value
                      change(() => setLogo({ ...logo, alt }))
                    }}
                    error={altMissing ? 'A logo needs its alternative text.' : fieldErrors['logo.alt']?.join(' ')}
                  />
                  <Button variant="default" onClick={() => change(() => setLogo(null))}>
                    Remove logo
                  </Button>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  No logo: the header shows the mark and the shop’s name.
                </Text>
              )}
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Preview
              </Title>
              <ThemePreview
                primary={HEX_COLOR.test(primary) ? primary : theme.primary}
                accent={HEX_COLOR.test(accent) ? accent : theme.accent}
                logo={logo}
                brandName={brandName}
              />
            </Stack>
          </Paper>
        </SimpleGrid>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Contrast checks
            </Title>
            <ContrastChecks results={results} />
          </Stack>
        </Paper>
        {blocked ? (
          <Alert color="red" title="Save is off until every check passes" role="status">
            <Text size="sm">
              {[
                ...invalid,
                ...failing.map((result) => `${result.label.split(' (')[0]} is below ${result.minimum}:1`),
                ...(altMissing ? ['the logo needs its alternative text'] : []),
              ]
                .join('; ')
                .replace(/^./, (first) => first.toUpperCase())}
              .
            </Text>
          </Alert>
        ) : null}
        {failure ? <ApiErrorAlert error={failure} /> : null}
        {saved ? (
          <Alert color="green" title="Saved" role="status">
            Every page now shows this theme.
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={saving} disabled={blocked || unchanged || uploading}>
            Save theme
          </Button>
          <Button variant="default" onClick={resetToDefault} disabled={isDefault}>
            Reset to default
          </Button>
          {unchanged && !blocked && !saved ? (
            <Text size="sm" c="dimmed">
              No changes to save.
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  )
}
