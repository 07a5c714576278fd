import { synonymSchema } from '@ward/shared';
import { SimpleForm, TextArrayInput } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { crudViews } from '../common/SimpleCrud';
import { useZodValidator } from '../common/zodValidator';

/** A search the back office came from ("add a synonym" on a query that found nothing) starts the group. */
const useStartingTerms = (): string[] => {
  const from = new URLSearchParams(useLocation().search).get('term');
  return from ? [from] : [];
};

export const SynonymForm = () => (
  <SimpleForm validate={useZodValidator(synonymSchema)} defaultValues={{ terms: useStartingTerms() }} sx={{ maxWidth: 720 }}>
    <TextArrayInput source="terms" helperText="resources.search-synonyms.help.terms" fullWidth />
  </SimpleForm>
);

export const { Edit: SynonymEdit, Create: SynonymCreate } = crudViews(SynonymForm);
