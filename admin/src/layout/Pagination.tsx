import { Pagination, useTranslate, type PaginationProps } from 'react-admin';

/**
 * react-admin's pagination, with its narrow-screen arrows named in the admin's language: below
 * the md breakpoint it falls back to MUI's TablePagination arrows, whose labels ("Go to next
 * page") react-admin leaves in English.
 */
export const WardPagination = (props: PaginationProps) => {
  const translate = useTranslate();
  // passed through to MUI's TablePagination (react-admin's props type does not list it)
  const labels = { getItemAriaLabel: (type: string) => translate(`ra.navigation.${type}`, { _: type }) };
  return <Pagination {...labels} {...props} />;
};
