import type { Localized } from '@ward/shared';
import { DataTable, List, SearchInput, useLocale } from 'react-admin';
import { LocalizedField, localized } from '../common/fields';

/** The name sorts in the admin's language (`name.ar` or `name.en` on the server). */
export const TestimonialList = () => {
  const locale = useLocale();
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <DataTable rowClick="edit">
        <DataTable.Col
          source={`name.${locale}`}
          label="resources.testimonials.fields.name"
          render={(r: { name: Localized }) => localized(r.name, locale)}
        />
        <DataTable.Col source="job" field={LocalizedField} disableSort />
        <DataTable.Col source="review" field={LocalizedField} disableSort />
      </DataTable>
    </List>
  );
};
