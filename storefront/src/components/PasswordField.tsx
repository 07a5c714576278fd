import { useState } from 'preact/hooks';
import { useT } from '../i18n';
import { Field } from './Field';

/** A password input with a show/hide button. */
export function PasswordField(props: {
  label: string;
  value: string;
  onValue: (v: string) => void;
  error?: string;
  autoComplete: string;
  hint?: string;
  id?: string;
}) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <div class="password-field">
      <Field {...props} type={shown ? 'text' : 'password'} dir="ltr" autoCapitalize="off" spellcheck={false} />
      <button type="button" class="link-btn password-toggle" aria-pressed={shown} onClick={() => setShown(!shown)}>
        {shown ? t('field.hidePassword') : t('field.showPassword')}
      </button>
    </div>
  );
}
