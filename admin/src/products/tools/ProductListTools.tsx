import DownloadIcon from '@mui/icons-material/Download';
import EditNoteIcon from '@mui/icons-material/EditNote';
import UploadIcon from '@mui/icons-material/Upload';
import { lazy, Suspense, useState } from 'react';
import { BulkDeleteButton, Button, CreateButton, FilterButton, TopToolbar, useListContext, useLocale, useNotify } from 'react-admin';
import type { ProductDto } from '@ward/shared';
import { registerScreenTexts } from '../../i18n/screen-texts';
import { downloadCsv } from './csv-client';
import texts from './product-tools.texts';

registerScreenTexts(texts);

// the dialogs load when first opened
const BulkEditDialog = lazy(() => import('./BulkEditDialog').then((m) => ({ default: m.BulkEditDialog })));
const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

/** The list's bulk actions: edit price, stock, discount and featured of the selected products, or delete them. */
export const ProductBulkActions = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="ward.productTools.bulk.button" onClick={() => setOpen(true)}>
        <EditNoteIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BulkEditDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <BulkDeleteButton />
    </>
  );
};

/** Export the list (with its filters) as CSV. */
const ExportCsvButton = () => {
  const filterValues = useListContext<ProductDto>().filterValues as Record<string, unknown>;
  const locale = useLocale();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    downloadCsv(`products/export?filter=${encodeURIComponent(JSON.stringify(filterValues))}`, locale, 'products.csv')
      .catch(() => notify('ward.productTools.csv.exportFailed', { type: 'error' }))
      .finally(() => setBusy(false));
  };
  return (
    <Button label="ward.productTools.csv.export" onClick={run} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
};

const ImportCsvButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="ward.productTools.csv.import" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};

/** The products list's toolbar: filters, create, CSV export and import. */
export const ProductListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
    <ImportCsvButton />
  </TopToolbar>
);
