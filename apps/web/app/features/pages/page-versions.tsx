import { Button, Group, Modal, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { DIFF_LINE_LABELS } from '@shop/domain/pages'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { useNavigate, useNavigation } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import styles from './page-versions.module.css'

type Version = Schema<'PageVersionList'>['data'][number]
type Diff = Schema<'PageDiff'>

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const SIGN = { added: '+', removed: '−', unchanged: ' ' } as const

/** Two versions' Markdown line by line: added lines green with +, removed red with −, the rest as they were. */
export function VersionDiff({ diff }: { diff: Diff }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        Version {diff.against} → version {diff.number}: {diff.added} {diff.added === 1 ? 'line' : 'lines'} added,{' '}
        {diff.removed} removed.
      </Text>
      <div className={styles.diff} role="table" aria-label={`Changes from version ${diff.against} to ${diff.number}`}>
        {diff.lines.map((line, index) => (
          <div key={index} className={styles.line} data-kind={line.kind} role="row">
            <span className={styles.sign} role="cell" aria-label={DIFF_LINE_LABELS[line.kind]}>
              {SIGN[line.kind]}
            </span>
            <span className={styles.text} role="cell">
              {line.text || '\u00a0'}
            </span>
          </div>
        ))}
      </div>
    </Stack>
  )
}

/**
 * A page's versions (decision 0115): who saved each and when, two to compare (the diff opens below, its address
 * kept in the query), and Restore — after a confirmation — which saves that version's content as a new one.
 */
export function PageVersions({
  slugKey,
  current,
  versions,
  diff,
  onRestored,
}: {
  slugKey: string
  current: number
  versions: Version[]
  diff: Diff | null
  onRestored: (version: number) => void
}) {
  const navigate = useNavigate()
  const navigation = useNavigation()
  const newest = versions[0]?.number ?? current
  const [number, setNumber] = useState(String(diff?.number ?? newest))
  const [against, setAgainst] = useState(String(diff?.against ?? Math.max(1, newest - 1)))
  const [restoring, setRestoring] = useState<Version | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const options = versions.map((version) => ({ value: String(version.number), label: `Version ${version.number}` }))
  const comparing = navigation.state === 'loading' && navigation.location.pathname === paths.adminPage(slugKey)

  async function restore(version: Version) {
    setBusy(true)
    setFailure(null)
    try {
      const restored = await answer(
        browserApi.POST('/api/admin/pages/{slug}/versions/{n}/restore', {
          params: { path: { slug: slugKey, n: version.number } },
        }),
      )
      setRestoring(null)
      onRestored(restored.version)
    } catch (caught) {
      setFailure(caught)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Versions
      </Title>
      <Paper withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Saved</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.map((version) => (
                <Table.Tr key={version.number}>
                  <Table.Td>
                    {version.number}
                    {version.number === current ? ' (live)' : ''}
                    {version.restored_from ? (
                      <Text size="xs" c="dimmed">
                        restored from {version.restored_from}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{WHEN.format(new Date(version.created_at))}</Table.Td>
                  <Table.Td>{version.author.name}</Table.Td>
                  <Table.Td>{version.title}</Table.Td>
                  <Table.Td>
                    {version.number !== current ? (
                      <Button size="compact-sm" variant="default" onClick={() => setRestoring(version)}>
                        Restore version {version.number}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {versions.length > 1 ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void navigate(paths.adminPage(slugKey, { diff: number, against }), { preventScrollReset: true })
          }}
        >
          <Group align="end" gap="sm">
            <NativeSelect
              label="Compare version"
              data={options}
              value={against}
              onChange={(e) => setAgainst(e.currentTarget.value)}
            />
            <NativeSelect
              label="with version"
              data={options}
              value={number}
              onChange={(e) => setNumber(e.currentTarget.value)}
            />
            <Button type="submit" variant="default" loading={comparing}>
              Show the changes
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          Save the page to make a second version; then you can compare them here.
        </Text>
      )}
      {diff ? <VersionDiff diff={diff} /> : null}
      <Modal
        opened={restoring !== null}
        onClose={() => setRestoring(null)}
        title={restoring ? `Restore version ${restoring.number}?` : ''}
      >
        <Stack gap="md">
          <Text size="sm">
            The page goes back to the text of version {restoring?.number}, saved as a new version {current + 1}.
            Visitors see it at once; version {current} stays in the list to restore later.
          </Text>
          {failure ? <ApiErrorAlert error={failure} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRestoring(null)}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => restoring && void restore(restoring)}>
              Restore version {restoring?.number}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
