import { Box, Button, ColorInput, FileInput, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { contrastRatio, HEX_COLOR, LOGO_MAX_BYTES, TEXT_CONTRAST_MINIMUM } from '@shop/domain/brand-theme'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { FormSection } from '../../components/ui/form/form-section'
import { answer, ApiError, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type Branding = Schema<'DealerBranding'>
type Logo = { file_id: string; src: string }

const KB = LOGO_MAX_BYTES / 1024
const PREVIEW_PRIMARY = '#1f2937'
const PREVIEW_ACCENT = '#6b7280'

/**
 * A dealer's branding (issue 25 item 2): two colours and a logo for its invoices, statements and its customers'
 * pages, with a preview of an invoice's heading drawn in them.
 */
export function DealerBrandingForm({
  slug,
  branding,
  canEdit,
}: {
  slug: string
  branding: Branding
  canEdit: boolean
}) {
  const revalidator = useRevalidator()
  const [primary, setPrimary] = useState(branding.primary_color ?? '')
  const [accent, setAccent] = useState(branding.accent_color ?? '')
  const [logo, setLogo] = useState<Logo | null>(branding.logo)
  const [uploading, setUploading] = useState(false)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [errors, setErrors] = useState<Record<string, string[]>>({})

  const colourError = (value: string) =>
    value === '' || HEX_COLOR.test(value) ? undefined : 'Write the colour as #rrggbb, or leave it empty.'
  const blocked = Boolean(colourError(primary) || colourError(accent))
  const change = (apply: () => void) => {
    setSaved(false)
    setErrors({})
    apply()
  }

  async function upload(file: File | null) {
    if (!file) return
    setFailure(null)
    if (file.size > LOGO_MAX_BYTES) {
      setErrors({ logo: [`A logo may be at most ${KB} KB.`] })
      return
    }
    const form = new FormData()
    form.append('logo', file, file.name)
    setUploading(true)
    try {
      const stored = await answer(
        browserApi.POST('/api/v1/dealers/{slug}/branding/logo', { params: { path: { slug } }, body: form as never }),
      )
      change(() => setLogo(stored))
    } catch (caught) {
      if (caught instanceof ApiError && caught.body?.errors) setErrors(caught.body.errors)
      setFailure(caught)
    } finally {
      setUploading(false)
    }
  }

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (blocked) return
    setSaving(true)
    setFailure(null)
    try {
      await answer(
        browserApi.PUT('/api/v1/dealers/{slug}/branding', {
          params: { path: { slug } },
          body: {
            primary_color: primary ? primary.toLowerCase() : null,
            accent_color: accent ? accent.toLowerCase() : null,
            logo_file_id: logo?.file_id ?? null,
          },
        }),
      )
      setSaved(true)
      // The page reads the saved branding again; the dashboard's checklist reads its step each time it opens.
      await revalidator.revalidate()
    } catch (caught) {
      if (caught instanceof ApiError && caught.body?.errors) setErrors(caught.body.errors)
      setFailure(caught)
    } finally {
      setSaving(false)
    }
  }

  const shownPrimary = HEX_COLOR.test(primary) ? primary : PREVIEW_PRIMARY
  const shownAccent = HEX_COLOR.test(accent) ? accent : PREVIEW_ACCENT
  // Text drawn in the primary colour only where it stays readable on white (WCAG AA); else the rule carries it.
  const primaryText = contrastRatio(shownPrimary, '#ffffff') >= TEXT_CONTRAST_MINIMUM ? shownPrimary : PREVIEW_PRIMARY

  return (
    <form onSubmit={save} noValidate aria-label="Branding">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <FormSection
            title="Colours and logo"
            description="Leave a colour empty to print in the shop’s neutral tones."
          >
            <ColorInput
              label="Primary colour"
              description="Headings and rules on your invoices and statements"
              format="hex"
              withEyeDropper={false}
              value={primary}
              readOnly={!canEdit}
              onChange={(value) => change(() => setPrimary(value))}
              error={colourError(primary) ?? errors.primary_color?.join(' ')}
              swatches={['#1d4ed8', '#0f766e', '#6d28d9', '#b45309', '#be185d', '#111827']}
            />
            <ColorInput
              label="Accent colour"
              description="Totals and highlights"
              format="hex"
              withEyeDropper={false}
              value={accent}
              readOnly={!canEdit}
              onChange={(value) => change(() => setAccent(value))}
              error={colourError(accent) ?? errors.accent_color?.join(' ')}
              swatches={['#f59e0b', '#10b981', '#ef4444', '#3b82f6', '#8b5cf6', '#6b7280']}
            />
            {canEdit ? (
              <FileInput
                label="Logo"
                description={`PNG, JPEG or WebP, up to ${KB} KB. SVG is not accepted.`}
                accept="image/png,image/jpeg,image/webp"
                value={null}
                onChange={(file) => void upload(file)}
                disabled={uploading}
                error={errors.logo?.join(' ') ?? errors.logo_file_id?.join(' ')}
              />
            ) : null}
            {uploading ? (
              <Text size="sm" role="status">
                Uploading the logo…
              </Text>
            ) : null}
            {logo && canEdit ? (
              <Group>
                <Button variant="default" onClick={() => change(() => setLogo(null))}>
                  Remove logo
                </Button>
              </Group>
            ) : null}
          </FormSection>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Preview
              </Title>
              <Box
                data-testid="branding-preview"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}
              >
                <Box p="md" style={{ borderBottom: `4px solid ${shownPrimary}` }}>
                  <Group justify="space-between" align="center" wrap="nowrap">
                    {logo ? (
                      <Image src={logo.src} alt={`${branding.name} logo`} h={48} w="auto" fit="contain" />
                    ) : (
                      <Text fw={700} size="lg" style={{ color: primaryText }}>
                        {branding.name}
                      </Text>
                    )}
                    <Text fw={700} style={{ color: primaryText }}>
                      Invoice
                    </Text>
                  </Group>
                </Box>
                <Stack gap={4} p="md">
                  <Text size="sm">{branding.legal_name}</Text>
                  <Group justify="space-between">
                    <Text size="sm">2 × ECU tune credits</Text>
                    <Text size="sm">$178.00</Text>
                  </Group>
                  {/* The accent as a rule, not as text: any colour a dealer picks stays readable. */}
                  <Group justify="space-between" pt={6} style={{ borderTop: `3px solid ${shownAccent}` }}>
                    <Text fw={700}>Total</Text>
                    <Text fw={700}>$178.00</Text>
                  </Group>
                </Stack>
              </Box>
            </Stack>
          </Paper>
        </SimpleGrid>
        {failure ? <ApiErrorAlert error={failure} /> : null}
        {canEdit ? (
          <Group justify="flex-end" gap="sm">
            {saved ? (
              <Text size="sm" c="teal.8" role="status">
                Branding saved.
              </Text>
            ) : null}
            <Button type="submit" loading={saving} disabled={blocked}>
              Save branding
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  )
}
