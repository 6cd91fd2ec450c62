import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { systemSetting } from '../../db/schema/site'

/** The theme's one `system_setting` row (decision 0100): its JSON, or none while the shop has the default theme. */
export const THEME_SETTING_KEY = 'brand-theme'

export async function findThemeSetting(db: Db, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ value: systemSetting.value, updatedAt: systemSetting.updatedAt })
    .from(systemSetting)
    .where(eq(systemSetting.key, THEME_SETTING_KEY))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

export async function saveThemeSetting(db: Db, value: string, now: Date) {
  await db
    .insert(systemSetting)
    .values({ key: THEME_SETTING_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: systemSetting.key, set: { value, updatedAt: now } })
}

export async function deleteThemeSetting(db: Db) {
  await db.delete(systemSetting).where(eq(systemSetting.key, THEME_SETTING_KEY))
}
