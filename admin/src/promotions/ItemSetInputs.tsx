import { Typography } from '@mui/material';
import type { Localized } from '@ward/shared';
import { AutocompleteArrayInput, ReferenceArrayInput, useLocale, useTranslate, type RaRecord } from 'react-admin';
import { localized } from '../common/fields';

const nameOf = (locale: string) => (r: RaRecord) => localized(r.name as Localized | undefined, locale) || `#${r.id}`;

/** Which items a rule looks at: products and categories (none chosen: every item). */
export const ItemSetInputs = ({ source, title }: { source: string; title: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate(title)}
      </Typography>
      <ReferenceArrayInput source={`${source}.productIds`} reference="products">
        <AutocompleteArrayInput
          label="resources.promotions.fields.productIds"
          optionText={nameOf(locale)}
          helperText="resources.promotions.help.items"
          fullWidth
        />
      </ReferenceArrayInput>
      <ReferenceArrayInput source={`${source}.categoryIds`} reference="categories">
        <AutocompleteArrayInput label="resources.promotions.fields.categoryIds" optionText={nameOf(locale)} helperText={false} fullWidth />
      </ReferenceArrayInput>
    </>
  );
};
