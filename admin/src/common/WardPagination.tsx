import { Pagination, useResourceContext, useTranslate, type PaginationProps } from 'react-admin';
import { isTotalEstimated } from './estimatedTotals';

/** react-admin's pagination, saying "1-25 of about 1,000,000" when the server's total is an estimate. */
export const WardPagination = (props: PaginationProps) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const about = ({ from, to, count }: { from: number; to: number; count: number }) =>
    translate('ward.pagination.about', { offsetBegin: from, offsetEnd: to, total: new Intl.NumberFormat('en').format(count) });
  return <Pagination {...props} {...(isTotalEstimated(resource) ? { labelDisplayedRows: about } : {})} />;
};
