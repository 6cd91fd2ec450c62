import { TUNE_DISCLAIMER_TEXT } from './pipeline.constants'
import { sha256Hex } from './sha256-hex'

/** The hash recorded when a customer agrees to the disclaimer: the hex SHA-256 of its exact text. */
export function hashDisclaimer(text: string = TUNE_DISCLAIMER_TEXT): string {
  return sha256Hex(text)
}
