import { paths } from '@shop/domain/paths'
import { TUNE_REQUEST_FILE_ROLE_LABELS, TUNE_REQUEST_STATUS_LABELS, type TuneRequestStatus } from '@shop/domain/tuning'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/ui/data-table'
import type { Schema } from '../../lib/api-client'
import classes from './tuning-file-table.module.css'

export type TuningFile = Schema<'TuningLibraryFile'>

// The contract sends the request's status as text; a status this build does not know is shown as sent.
const statusLabel = (status: string) => TUNE_REQUEST_STATUS_LABELS[status as TuneRequestStatus] ?? status

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

const COLUMNS: DataTableColumn<TuningFile>[] = [
  {
    header: 'File',
    primary: true,
    cell: (file) => (
      <>
        <span className={classes.name}>{file.original_name}</span>
        <span className={classes.detail}>
          <span data-role={file.role} className={classes.role}>
            {TUNE_REQUEST_FILE_ROLE_LABELS[file.role]}
          </span>{' '}
          · {size(file.size)}
        </span>
      </>
    ),
  },
  {
    header: 'Request',
    cell: (file) => (
      <>
        <Link to={paths.tuneRequest(file.tune_request_id)}>Request #{file.tune_request_id}</Link>
        <span className={classes.detail}>{file.vehicle || file.ecu || statusLabel(file.request_status)}</span>
      </>
    ),
  },
  {
    header: 'Date',
    cell: (file) => <time dateTime={file.created_at}>{dateFormat.format(new Date(file.created_at))}</time>,
  },
  { header: 'SHA-256', cell: (file) => <code className={classes.hash}>{file.sha256}</code> },
]

/** Files with their SHA-256 (compare it with your tool's checksum after download) and a download link. */
export function TuningFileTable({ files, label, empty }: { files: TuningFile[]; label: string; empty: ReactNode }) {
  if (files.length === 0) return empty
  return (
    <DataTable
      label={label}
      rows={files}
      rowKey={(file) => file.id}
      columns={COLUMNS}
      actionsLabel="Download"
      actions={(file) => (
        <a
          href={file.download_url}
          download
          className="ts-button"
          data-variant="light"
          aria-label={`Download ${file.original_name}`}
        >
          Download
        </a>
      )}
    />
  )
}
