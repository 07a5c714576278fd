import type { HttpError } from 'react-admin';

/** The API's field errors (`{ errors: { field: message } }`) carried by a failed request, if any. */
export function fieldErrorsOf(error: HttpError): Record<string, string> | null {
  const errors = (error.body as { errors?: Record<string, string> | null } | undefined)?.errors;
  return errors && Object.keys(errors).length ? errors : null;
}
