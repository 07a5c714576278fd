import type { ReactNode } from 'react';
import { WardCreate, WardEdit } from './forms';

/** Create and Edit views that share one form component. */
export const crudViews = (Form: () => ReactNode) => ({
  Create: () => (
    <WardCreate>
      <Form />
    </WardCreate>
  ),
  Edit: () => (
    <WardEdit>
      <Form />
    </WardEdit>
  ),
});
