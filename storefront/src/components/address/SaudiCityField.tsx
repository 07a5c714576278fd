import { SAUDI_CITIES } from '@ward/shared/national-address/saudi-cities';
import { Field } from '../Field';
import { useT } from '../../i18n';
import { useLanguage } from '../../state/preferences';

interface Props {
  id: string;
  value: string;
  onValue: (v: string) => void;
  error: string | undefined;
}

/**
 * The city of a Saudi address: a text input that suggests the listed cities as the shopper types
 * (the browser's own searchable list, keyboard and screen-reader friendly); the schema accepts
 * only a listed city, in Arabic or English.
 */
export function SaudiCityField({ id, ...bound }: Props) {
  const t = useT();
  const lang = useLanguage();
  const names = SAUDI_CITIES.map((c) => c[lang]).sort((a, b) => a.localeCompare(b, lang));
  return (
    <>
      <Field label={t('field.city')} {...bound} id={id} list={`${id}-list`} autoComplete="off" hint={t('field.cityHint')} />
      <datalist id={`${id}-list`}>
        {names.map((name) => (
          <option value={name} />
        ))}
      </datalist>
    </>
  );
}
