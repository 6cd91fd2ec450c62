import { paths } from '@shop/domain/paths'
import { redirect } from 'react-router'

/** SPEC §2: /ecu-tuning redirects to /catalog (permanently: old links and search engines follow it). */
export function loader() {
  return redirect(paths.catalog(), 301)
}
