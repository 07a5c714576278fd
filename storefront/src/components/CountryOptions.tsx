import { COUNTRIES } from '@ward/shared/constants';
import { useT } from '../i18n';

/** The five countries of SPEC.md §9, Saudi Arabia first. */
export function CountryOptions() {
  const t = useT();
  const ordered = ['SA', ...COUNTRIES.filter((c) => c !== 'SA')] as const;
  return (
    <>
      {ordered.map((c) => (
        <option value={c}>{t(`country.${c}` as 'country.SA')}</option>
      ))}
    </>
  );
}
