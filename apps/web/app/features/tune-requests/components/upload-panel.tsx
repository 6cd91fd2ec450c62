import { Alert, Anchor, Badge, Button, CloseButton, Group, List, Paper, Progress, Stack, Text } from '@mantine/core'
import { useId, useRef, useState, type DragEvent } from 'react'
import { Link } from 'react-router'
import { TermsDialog } from './terms-dialog'
import { formatBytes } from '../api/tune-requests-api'
import classes from './upload-panel.module.css'
import type { UploadItem } from '../upload-queue'
import { useUploadQueue, type UploadLimits } from '../hooks/use-upload-queue'

const KIND_LABEL = { tune: 'ECU read', log: 'Datalog' } as const

function StatusLine({ item, onCancel }: { item: UploadItem; onCancel: () => void }) {
  const cancellable = item.status === 'waiting' || item.status === 'uploading' || item.status === 'detecting'
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={item.file.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600} className={classes.fileName}>
              {item.file.name}
            </Text>
            <Text size="sm" c="dimmed">
              {formatBytes(item.file.size)}
              {item.kind ? ` · ${KIND_LABEL[item.kind]}` : ''}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            {item.status === 'waiting' ? <Badge color="gray">Waiting</Badge> : null}
            {item.status === 'uploading' ? <Badge color="blue">Uploading</Badge> : null}
            {item.status === 'done' ? <Badge color="green">Uploaded</Badge> : null}
            {item.status === 'failed' ? <Badge color="red">Not uploaded</Badge> : null}
            {cancellable ? (
              <Button size="xs" variant="default" onClick={onCancel} aria-label={`Cancel ${item.file.name}`}>
                Cancel
              </Button>
            ) : (
              <CloseButton onClick={onCancel} aria-label={`Remove ${item.file.name} from the list`} />
            )}
          </Group>
        </Group>
        {item.status === 'uploading' || item.status === 'waiting' ? (
          <Group gap="sm" wrap="nowrap">
            <Progress
              value={item.progress}
              style={{ flex: 1 }}
              aria-label={`Upload progress of ${item.file.name}`}
              animated={item.status === 'uploading'}
            />
            <Text size="sm" w={44} ta="right">
              {item.progress}%
            </Text>
          </Group>
        ) : null}
        {item.status === 'uploading' && item.progress === 100 ? (
          <Text size="sm" c="dimmed">
            Sent; checking the file…
          </Text>
        ) : null}
        {item.status === 'done' && item.destination ? (
          <Anchor component={Link} to={item.destination}>
            {item.kind === 'log' ? 'Open the log graph' : 'Open the tune request'}
          </Anchor>
        ) : null}
        {item.error ? (
          <Alert color="red" variant="light" title={item.error.heading ?? undefined} role="alert">
            {item.error.messages.length === 1 ? (
              <Text size="sm">{item.error.messages[0]}</Text>
            ) : (
              <List size="sm">
                {item.error.messages.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  )
}

/** Drop or pick several files: ECU reads become tune requests, datalogs become graphs. */
export function UploadPanel({ limits, brandName }: { limits: UploadLimits; brandName: string }) {
  const queue = useUploadQueue(limits)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const [dragging, setDragging] = useState(false)

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    queue.addFiles(Array.from(event.dataTransfer.files))
  }

  return (
    <Stack gap="lg">
      <div
        className={`${classes.dropzone} ${dragging ? classes.active : ''}`}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="upload-dropzone"
      >
        <Text fw={600} size="lg">
          Drop your ECU read or datalog here
        </Text>
        <Text size="sm" c="dimmed">
          ECU reads (.bin, .pcm, .fls, Intel HEX, S-record, or a zip of them) up to {formatBytes(limits.tuneMaxBytes)};
          datalogs (CSV) up to {formatBytes(limits.logMaxBytes)}. Several files at once are fine.
        </Text>
        <label htmlFor={inputId} className={classes.hiddenInput}>
          Choose files to upload
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          multiple
          className={classes.hiddenInput}
          tabIndex={-1}
          onChange={(event) => {
            queue.addFiles(Array.from(event.currentTarget.files ?? []))
            event.currentTarget.value = ''
          }}
        />
        <Button onClick={() => input.current?.click()}>Choose files</Button>
      </div>
      {queue.items.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Uploads">
          {queue.items.map((item) => (
            <StatusLine key={item.id} item={item} onCancel={() => queue.cancel(item.id)} />
          ))}
        </Stack>
      ) : null}
      <TermsDialog opened={queue.termsOpen} brandName={brandName} onAgree={queue.agree} onCancel={queue.declineTerms} />
    </Stack>
  )
}
