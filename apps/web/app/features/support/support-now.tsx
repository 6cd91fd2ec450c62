import { Badge } from '@mantine/core'
import type { PublicSiteConfig } from '@shop/domain/site'
import { isWithinSupportHours } from '@shop/domain/support-hours'
import { useEffect, useState } from 'react'

/** "Open now" / "Closed now": the visitor's clock against the support hours, known only in the browser. */
export function SupportNow({
  hours,
  holidays,
}: {
  hours: PublicSiteConfig['supportHours']
  holidays: PublicSiteConfig['supportHolidays']
}) {
  const [open, setOpen] = useState<boolean | null>(null)
  useEffect(() => {
    const update = () => setOpen(isWithinSupportHours(hours, new Date(), holidays))
    update()
    const timer = window.setInterval(update, 60_000)
    return () => window.clearInterval(timer)
  }, [hours, holidays])
  if (open === null) return null
  return (
    <Badge color={open ? 'green' : 'gray'} variant="light" size="lg">
      {open ? 'Support is open now' : 'Support is closed now'}
    </Badge>
  )
}
