// Beta programs (issue 26 item 7, SPEC §2 /beta/, §7 beta-programs): staff publish a program, customers who match
// its eligibility apply, staff accept or decline them within its capacity.

export const BETA_PROGRAM_STATUSES = ['draft', 'open', 'closed'] as const
export type BetaProgramStatus = (typeof BETA_PROGRAM_STATUSES)[number]

export const BETA_PROGRAM_STATUS_LABELS: Record<BetaProgramStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
}

export const BETA_APPLICATION_STATUSES = ['applied', 'accepted', 'declined', 'withdrawn'] as const
export type BetaApplicationStatus = (typeof BETA_APPLICATION_STATUSES)[number]

export const BETA_APPLICATION_STATUS_LABELS: Record<BetaApplicationStatus, string> = {
  applied: 'Applied',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
}

/** Limits of what staff and applicants write. */
export const BETA_TITLE_MAX = 120
export const BETA_SUMMARY_MAX = 300
export const BETA_NOTES_MAX = 2000
export const BETA_MAX_MAKES = 40
export const BETA_MAX_TOOLS = 20
export const BETA_CAPACITY_MAX = 10_000
/** The model years an applicant's vehicle may have. */
export const BETA_YEAR_MIN = 1960
export const BETA_YEAR_MAX = 2100

export const BETA_TEXTS = {
  closed: 'This beta program is not taking applications.',
  full: 'Every place in this beta program is taken.',
  alreadyApplied: 'You have already applied to this beta program.',
  acceptFull:
    'Every place in this beta program is taken: decline an accepted applicant or raise the capacity before accepting another.',
  withdrawnByApplicant: 'The applicant withdrew this application; it cannot be decided.',
  declinedNotWithdrawable: 'A declined application cannot be withdrawn.',
  hasApplications: 'This program has applications: close it instead of deleting it.',
  unknownMake: 'Choose a make from the list.',
  unknownTool: 'Choose a flash tool from the list.',
  toolRequired: 'Choose the flash tool you use.',
  endsBeforeStart: 'The end date must be on or after the start date.',
  capacityBelowAccepted: (accepted: number) =>
    `${accepted} applicant${accepted === 1 ? ' is' : 's are'} already accepted: the capacity cannot be lower.`,
} as const
