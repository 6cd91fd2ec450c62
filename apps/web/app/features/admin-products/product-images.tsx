import { Button, FileInput, Group, Image, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_COUNT, type AdminProduct } from '@shop/domain/admin-products'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

const MB = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)

/**
 * A product's images (decision 0093): upload one (JPEG, PNG or WebP, through the file store), re-order them, word
 * their alternative texts, remove one. Every change is saved to the API at once and audited there.
 */
export function ProductImages({ product }: { product: AdminProduct }) {
  const revalidator = useRevalidator()
  const [images, setImages] = useState(product.images)
  const [file, setFile] = useState<File | null>(null)
  const [alt, setAlt] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const changed = JSON.stringify(images) !== JSON.stringify(product.images)
  const tooLarge = file !== null && file.size > PRODUCT_IMAGE_MAX_BYTES

  async function run(call: () => Promise<unknown>) {
    setBusy(true)
    setFailure(null)
    try {
      await call()
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  const save = () =>
    run(() =>
      answer(
        browserApi.PATCH('/api/admin/products/{id}', {
          params: { path: { id: product.id } },
          body: { images },
          headers: { 'If-Unmodified-Since': new Date(product.updated_at).toUTCString() },
        }),
      ),
    )

  const upload = (event: React.FormEvent) => {
    event.preventDefault()
    if (!file || tooLarge) return
    const form = new FormData()
    form.append('alt', alt)
    form.append('image', file, file.name)
    // Multipart: openapi-fetch sends FormData as it is (the browser sets the boundary).
    void run(() =>
      answer(
        browserApi.POST('/api/admin/products/{id}/images', {
          params: { path: { id: product.id } },
          body: form as never,
        }),
      ),
    )
  }

  const move = (index: number, by: -1 | 1) =>
    setImages((list) => {
      const next = [...list]
      const [image] = next.splice(index, 1)
      next.splice(index + by, 0, image!)
      return next
    })

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Images
        </Title>
        {images.length === 0 ? (
          <Text size="sm" c="dimmed">
            No images yet: the store shows a placeholder. Upload the first one below.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {images.map((image, index) => (
              <Paper key={image.src} withBorder radius="sm" p="xs">
                <Stack gap={6}>
                  <Image src={image.src} alt={image.alt} h={140} fit="contain" />
                  <TextInput
                    label={`Alternative text of image ${index + 1}`}
                    value={image.alt}
                    onChange={(event) => {
                      const text = event.currentTarget.value
                      setImages((list) => list.map((item, at) => (at === index ? { ...item, alt: text } : item)))
                    }}
                  />
                  <Group gap={6}>
                    <Button size="compact-sm" variant="default" disabled={index === 0} onClick={() => move(index, -1)}>
                      Move up
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={index === images.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      Move down
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      color="red"
                      onClick={() => setImages((list) => list.filter((_, at) => at !== index))}
                    >
                      Remove
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {changed ? (
          <Group gap="sm">
            <Button onClick={() => void save()} loading={busy}>
              Save images
            </Button>
            <Button variant="default" onClick={() => setImages(product.images)}>
              Undo
            </Button>
          </Group>
        ) : null}
        {images.length < PRODUCT_IMAGE_MAX_COUNT ? (
          <form onSubmit={upload} aria-label="Upload an image">
            <Group align="flex-end" gap="sm">
              <FileInput
                label="Image file"
                description={`JPEG, PNG or WebP, up to ${MB} MB`}
                accept="image/jpeg,image/png,image/webp"
                value={file}
                onChange={setFile}
                clearable
                error={tooLarge ? `This file is larger than ${MB} MB.` : undefined}
                style={{ minWidth: 220 }}
              />
              <TextInput
                label="Alternative text"
                description="What the image shows, for people who cannot see it"
                value={alt}
                onChange={(event) => setAlt(event.currentTarget.value)}
              />
              <Button type="submit" variant="default" loading={busy} disabled={!file || tooLarge || changed}>
                Upload image
              </Button>
            </Group>
          </form>
        ) : null}
        <div role="status">{failure ? <ApiErrorAlert error={failure} /> : null}</div>
      </Stack>
    </Paper>
  )
}
