import { paths } from '@shop/domain/paths'
import { redirect } from 'react-router'

/** SPEC §2: /ktag redirects to /kess (permanently). */
export function loader() {
  return redirect(paths.shortLink('kess'), 301)
}
