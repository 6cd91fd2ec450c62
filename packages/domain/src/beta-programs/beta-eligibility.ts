// Who may apply to a beta program (issue 26 item 7): when a program lists vehicle makes, the applicant's vehicle must
// be one of them; when it lists flash tools, the applicant must use one of them. One rule for the server (which
// refuses with a 422 naming what does not match) and the sign-up form (which says so before sending).

export type BetaEligibility = {
  makes: readonly { slug: string; name: string }[]
  tools: readonly { id: number; name: string }[]
}

/** "A", "A or B", "A, B or C". */
function either(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
}

/** The eligibility in words, for the program's page and card. */
export function describeEligibility(eligibility: BetaEligibility): string {
  const makes = eligibility.makes.map((make) => make.name)
  const tools = eligibility.tools.map((tool) => tool.name)
  if (makes.length === 0 && tools.length === 0) return 'Open to every customer, whatever the vehicle and flash tool.'
  if (makes.length === 0) return `Open to owners of a ${either(tools)}, on any vehicle.`
  if (tools.length === 0) return `Open to ${either(makes)} vehicles, with any flash tool.`
  return `Open to ${either(makes)} vehicles flashed with a ${either(tools)}.`
}

/** What in an application does not match the program, by field (`make`, `tool_id`); empty when it matches. */
export function eligibilityProblems(
  eligibility: BetaEligibility,
  applicant: { make: string; tool_id: number | null },
): Record<string, string[]> {
  const problems: Record<string, string[]> = {}
  if (eligibility.makes.length > 0 && !eligibility.makes.some((make) => make.slug === applicant.make)) {
    problems.make = [`This beta is for ${either(eligibility.makes.map((make) => make.name))} vehicles only.`]
  }
  if (eligibility.tools.length > 0 && !eligibility.tools.some((tool) => tool.id === applicant.tool_id)) {
    problems.tool_id = [`This beta is for owners of a ${either(eligibility.tools.map((tool) => tool.name))} only.`]
  }
  return problems
}

/** Places left in a program (null: no limit). */
export function placesLeft(capacity: number | null, accepted: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - accepted)
}
