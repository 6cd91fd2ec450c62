import { redirect } from 'react-router'

/** SPEC §2: /ktag redirects to /kess (permanently). */
export function loader() {
  return redirect('/kess', 301)
}
