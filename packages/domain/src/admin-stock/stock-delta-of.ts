/**
 * The change an adjustment makes to a level holding `onHand` units: the counted quantity minus what is on hand for
 * a count, else the delta as sent.
 */
export function stockDeltaOf(onHand: number, change: { delta?: number; counted?: number }): number {
  return change.counted !== undefined ? change.counted - onHand : (change.delta ?? 0)
}
