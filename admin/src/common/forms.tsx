import type { ReactNode } from 'react';
import {
  Create,
  Edit,
  useGetRecordRepresentation,
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
  type CreateProps,
  type EditProps,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';

/**
 * Edits wait for the server (pessimistic) so that its validation errors land on their fields
 * (DESIGN.md §3: 400 `{ message, errors: { field: message } }`).
 */
export const WardEdit = ({ children, ...props }: EditProps & { children: ReactNode }) => (
  <Edit mutationMode="pessimistic" redirect="list" {...props}>
    {children}
  </Edit>
);

/** "Added the product “Oud Al Layl”": what was added and its name, where react-admin says "Element created". */
function useCreatedNotice(redirectTo: RedirectionSideEffect) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const represent = useGetRecordRepresentation(resource);
  return (record: RaRecord) => {
    const name = represent(record);
    const what = translate(`resources.${resource}.definite`, { _: resource });
    notify(typeof name === 'string' && name ? 'ward.notification.created_named' : 'ward.notification.created', {
      type: 'info',
      messageArgs: { what, name },
    });
    redirect(redirectTo, resource, record.id, record);
  };
}

export const WardCreate = ({ children, redirect = 'list', ...props }: CreateProps & { children: ReactNode }) => {
  const onSuccess = useCreatedNotice(redirect);
  return (
    <Create redirect={redirect} mutationOptions={{ onSuccess }} {...props}>
      {children}
    </Create>
  );
};
