/** A back-office instant: the same text on the server and in the browser (UTC, said so). */
export const formatInstant = (iso: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`

/** A back-office day (UTC), for a list's date column. */
export const formatDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
