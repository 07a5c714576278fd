import type { ReactNode } from 'react';
import { Create, Edit, type CreateProps, type EditProps } from 'react-admin';

/**
 * Edits wait for the server (pessimistic) so that its validation errors land on their fields
 * (DESIGN.md §3: 400 `{ message, errors: { field: message } }`).
 */
export const WardEdit = ({ children, ...props }: EditProps & { children: ReactNode }) => (
  <Edit mutationMode="pessimistic" redirect="list" {...props}>
    {children}
  </Edit>
);

export const WardCreate = ({ children, ...props }: CreateProps & { children: ReactNode }) => (
  <Create redirect="list" {...props}>
    {children}
  </Create>
);
