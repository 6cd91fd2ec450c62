import {
  BETA_NOTES_MAX,
  BETA_YEAR_MAX,
  BETA_YEAR_MIN,
  eligibilityProblems,
  type BetaProgram,
} from '@shop/domain/beta-programs'
import { useId, useState, type FormEvent } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { Button, FieldPair, FormStack, SelectField, TextField, formClasses } from '../../components/ui/form/fields'
import { answer, ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import classes from './beta.module.css'

type Errors = Record<string, string[] | undefined>

/**
 * The sign-up form of a beta program: the vehicle (a catalog make, model, year, engine), the flash tool and a
 * note. The program's eligibility is checked as the applicant chooses (the same rule the server applies).
 */
export function ApplicationForm({ program, onApplied }: { program: BetaProgram; onApplied: () => void }) {
  const notesId = useId()
  const [make, setMake] = useState('')
  const [model, setModel] = useState('')
  const [year, setYear] = useState('')
  const [engine, setEngine] = useState('')
  const [tool, setTool] = useState('')
  const [notes, setNotes] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [sending, setSending] = useState(false)

  const toolId = tool === '' ? null : Number(tool)
  const mismatch = eligibilityProblems(program.eligibility, { make, tool_id: toolId })
  const errorOf = (field: string) =>
    errors[field]?.[0] ??
    (field === 'make' && make ? mismatch.make?.[0] : undefined) ??
    (field === 'tool_id' && tool ? mismatch.tool_id?.[0] : undefined)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const local: Errors = {}
    if (!make) local.make = ['Choose the make of your vehicle']
    if (!model.trim()) local.model = ['Model is required']
    const yearValue = Number(year)
    if (!/^\d{4}$/.test(year.trim()) || yearValue < BETA_YEAR_MIN || yearValue > BETA_YEAR_MAX) {
      local.year = [`Enter the model year, ${BETA_YEAR_MIN} to ${BETA_YEAR_MAX}`]
    }
    Object.assign(local, eligibilityProblems(program.eligibility, { make, tool_id: toolId }))
    if (program.eligibility.tools.length > 0 && toolId === null) local.tool_id = ['Choose the flash tool you use']
    setErrors(local)
    setFailure(null)
    if (Object.keys(local).length > 0) return
    setSending(true)
    try {
      await answer(
        browserApi.POST('/api/v1/beta-programs/{id}/applications', {
          params: { path: { id: program.id } },
          body: { make, model, year: yearValue, engine, tool_id: toolId, notes },
        }),
      )
      onApplied()
    } catch (error) {
      setFailure(error)
      if (error instanceof ApiError && error.body?.errors) setErrors(error.body.errors)
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Apply to this beta">
      <FormStack>
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <SelectField
          label="Make"
          options={program.choices.makes.map((option) => ({ value: option.slug, label: option.name }))}
          value={make}
          onChange={setMake}
          placeholder="Choose a make"
          required
          error={errorOf('make')}
        />
        <FieldPair>
          <TextField
            label="Model"
            value={model}
            onChange={(event) => setModel(event.currentTarget.value)}
            placeholder="Golf GTI"
            maxLength={80}
            required
            autoComplete="off"
            error={errorOf('model')}
          />
          <TextField
            label="Model year"
            value={year}
            onChange={(event) => setYear(event.currentTarget.value)}
            placeholder="2019"
            inputMode="numeric"
            maxLength={4}
            required
            autoComplete="off"
            error={errorOf('year')}
          />
        </FieldPair>
        <TextField
          label="Engine and gearbox"
          description="Optional: what the car runs, like 2.0 TSI EA888 with a DQ381."
          value={engine}
          onChange={(event) => setEngine(event.currentTarget.value)}
          maxLength={80}
          autoComplete="off"
          error={errorOf('engine')}
        />
        <SelectField
          label="Flash tool"
          options={[
            ...(program.eligibility.tools.length === 0 ? [{ value: '', label: 'None yet' }] : []),
            ...program.choices.tools.map((option) => ({ value: String(option.id), label: option.name })),
          ]}
          value={tool}
          onChange={setTool}
          placeholder={program.eligibility.tools.length > 0 ? 'Choose your flash tool' : undefined}
          required={program.eligibility.tools.length > 0}
          error={errorOf('tool_id')}
        />
        <div className={formClasses.field}>
          <label className={formClasses.label} htmlFor={notesId}>
            Notes
          </label>
          <p className={formClasses.description} id={`${notesId}-description`}>
            Optional: your modifications, how you drive the car, what you can log.
          </p>
          <textarea
            id={notesId}
            className={`${formClasses.input} ${classes.notes}`}
            aria-describedby={`${notesId}-description`}
            rows={4}
            maxLength={BETA_NOTES_MAX}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
        </div>
        <Button type="submit" loading={sending}>
          Apply
        </Button>
      </FormStack>
    </form>
  )
}
