import { Outlet } from 'react-router'

/** SPEC §2 blank layout: the page alone (print views, embedded flows). */
export default function BlankLayout() {
  return <Outlet />
}
