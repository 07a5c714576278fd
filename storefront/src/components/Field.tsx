import type { ComponentChildren, InputHTMLAttributes } from 'preact';
import { useUid } from '../lib/uid';
import { useT } from '../i18n';

/** The input attributes the forms use (the full JSX type is a union too wide to spread). */
interface InputProps {
  id?: string;
  class?: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'number' | 'url';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url';
  autoComplete?: string;
  autoCapitalize?: 'none' | 'off' | 'on' | 'sentences' | 'words' | 'characters';
  spellcheck?: boolean;
  dir?: 'ltr' | 'rtl' | 'auto';
  placeholder?: string;
  maxLength?: number;
  /** the id of a <datalist> of suggestions */
  list?: string;
  required?: boolean;
  disabled?: boolean;
}

interface FieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  /** optional fields say so (not required ones with a star) */
  optionalLabel?: string;
}

/** A labelled input with its hint and error, wired for screen readers (aria-invalid, aria-describedby). */
export function Field({
  label,
  value,
  onValue,
  error,
  hint,
  multiline,
  rows = 4,
  optionalLabel,
  id: givenId,
  class: cls,
  ...rest
}: FieldProps) {
  const uid = useUid();
  const id = (givenId as string) ?? `f-${uid}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy,
    class: 'input',
  };
  return (
    <div class={`field${error ? ' has-error' : ''}${cls ? ` ${cls}` : ''}`}>
      <label for={id} class="field-label">
        {label}
        {optionalLabel ? <span class="field-optional"> ({optionalLabel})</span> : null}
      </label>
      {multiline ? (
        <textarea {...rest} {...common} rows={rows} onInput={(e) => onValue((e.target as HTMLTextAreaElement).value)} />
      ) : (
        <input
          {...({ ...rest, ...common } as unknown as InputHTMLAttributes<HTMLInputElement>)}
          onInput={(e) => onValue((e.target as HTMLInputElement).value)}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} class="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type PresetFieldProps = Omit<FieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'dir'> & {
  label?: string;
  autoComplete?: string;
};

/** An e-mail address: its keyboard, autofill and left-to-right direction set once. */
export function EmailField({ label, ...props }: PresetFieldProps) {
  const t = useT();
  return <Field label={label ?? t('field.email')} type="email" inputMode="email" autoComplete="email" dir="ltr" {...props} />;
}

/** A phone number: its keyboard, autofill and left-to-right direction set once. */
export function PhoneField({ label, ...props }: PresetFieldProps) {
  const t = useT();
  return <Field label={label ?? t('field.phone')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" {...props} />;
}

/** A one-time code (SMS or email): digits keyboard, one-time-code autofill, left to right. */
export function CodeField({ label, ...props }: PresetFieldProps) {
  const t = useT();
  return (
    <Field
      label={label ?? t('reset.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      maxLength={8}
      class="code-field"
      {...props}
    />
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div class="form-error" role="alert">
      {message}
    </div>
  );
}

/** A form's submit button: disabled and saying "sending" while the form is busy. */
export function SubmitButton({ busy, label, class: cls = 'btn btn-primary' }: { busy: boolean; label: string; class?: string }) {
  const t = useT();
  return (
    <button type="submit" class={cls} disabled={busy}>
      {busy ? t('common.sending') : label}
    </button>
  );
}

export function SelectField({
  label,
  value,
  onValue,
  error,
  children,
  id: givenId,
}: {
  label: string;
  value: string;
  onValue: (v: string) => void;
  error?: string;
  children: ComponentChildren;
  id?: string;
}) {
  const uid = useUid();
  const id = givenId ?? `s-${uid}`;
  return (
    <div class={`field${error ? ' has-error' : ''}`}>
      <label for={id} class="field-label">
        {label}
      </label>
      <select
        id={id}
        class="input"
        value={value}
        onChange={(e) => onValue((e.target as HTMLSelectElement).value)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
