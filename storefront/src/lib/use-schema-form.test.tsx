import { jest } from '@jest/globals';
import { loginSchema } from '@ward/shared/validation/auth';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { ApiError } from '../api/client';
import { Field, FormError, SubmitButton } from '../components/Field';
import { setLanguage } from '../state/preferences';
import { useSchemaForm, type Submission } from './use-schema-form';

type Options = Omit<Submission<{ email: string; password: string }>, 'failure'>;

/** A login-shaped form on the hook; `options` is what a page would pass to `submit`. */
function Form({ options }: { options: Options }) {
  const { values, set, errors, formError, busy, form, submit } = useSchemaForm({ email: '', password: '' });
  const onSubmit = (e: Event) => submit(e, loginSchema, values, { failure: (err) => `failed: ${(err as Error).message}`, ...options });
  return (
    <form ref={form} onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <Field label="email" value={values.email} onValue={set('email')} error={errors.email} />
      <Field label="password" value={values.password} onValue={set('password')} error={errors.password} />
      <SubmitButton busy={busy} label="go" />
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const errorText = () => [...document.querySelectorAll('.field-error')].map((e) => e.textContent);

beforeEach(() => setLanguage('ar'));

describe('useSchemaForm', () => {
  it('shows the schema errors in the shopper language, focuses the first invalid field, and does not send', async () => {
    const send = jest.fn(async () => undefined);
    render(<Form options={{ send }} />);
    type('email', 'sara@example.com');
    await press('go');
    expect(errorText()).toEqual(['هذا الحقل مطلوب']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('password')));
    expect(send).not.toHaveBeenCalled();
  });

  it('runs the extra check only once the schema passes', async () => {
    const send = jest.fn(async () => undefined);
    render(<Form options={{ send, check: (data) => (data.password === 'secret' ? { email: 'not with that password' } : null) }} />);
    type('email', 'sara@example.com');
    type('password', 'secret');
    await press('go');
    expect(errorText()).toEqual(['not with that password']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('email')));
    expect(send).not.toHaveBeenCalled();
  });

  it('is busy while sending, then shows the server field errors (renamed) and the failure message', async () => {
    let fail: (err: unknown) => void = () => undefined;
    const send = jest.fn(() => new Promise((_, reject) => (fail = reject)));
    render(<Form options={{ send, fromServer: { Secret: 'password' } }} />);
    type('email', 'sara@example.com');
    type('password', 'secret');
    await press('go');
    expect(send).toHaveBeenCalledWith({ email: 'sara@example.com', password: 'secret' });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'جارٍ الإرسال…' });
    expect(button.disabled).toBe(true);
    await act(async () => fail(new ApiError('bad', 400, { Email: ['taken'], Secret: ['too weak'] })));
    expect(errorText()).toEqual(['taken', 'too weak']);
    expect(screen.getByRole('alert').textContent).toBe('failed: bad');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'go' }).disabled).toBe(false);
  });
});
