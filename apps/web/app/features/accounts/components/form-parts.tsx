import { Alert, TextInput, type TextInputProps } from '@mantine/core'

/** The failure of the last submit, above a form's fields; nothing while there is none. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Alert color="red" variant="light">
      {message}
    </Alert>
  )
}

/** The email field of the account forms, with the browser hints for an email address. */
export function EmailInput(props: TextInputProps & React.RefAttributes<HTMLInputElement>) {
  return <TextInput label="Email" type="email" autoComplete="email" inputMode="email" {...props} />
}
