import { SAUDI_CITIES } from '@ward/shared/national-address/saudi-cities';
import { useLanguage } from '../../state/preferences';

/**
 * The Saudi cities the city input suggests as the shopper types (the browser's own searchable
 * list, keyboard and screen-reader friendly); the schema accepts only a listed city, in Arabic
 * or English.
 */
export function SaudiCityList({ id }: { id: string }) {
  const lang = useLanguage();
  const names = SAUDI_CITIES.map((c) => c[lang]).sort((a, b) => a.localeCompare(b, lang));
  return (
    <datalist id={id}>
      {names.map((name) => (
        <option value={name} />
      ))}
    </datalist>
  );
}
