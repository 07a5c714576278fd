import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { usePaymentsText } from './usePaymentsText';

/** Reads the file Apple gives (apple-developer-merchantid-domain-association) into the form, as text. */
export const AssociationFileButton = () => {
  const text = usePaymentsText();
  const input = useRef<HTMLInputElement>(null);
  const { setValue } = useFormContext();
  const read = async (file: File | undefined) => {
    if (!file) return;
    setValue('applePayAssociation', (await file.text()).trim(), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <input ref={input} type="file" hidden aria-hidden="true" onChange={(e) => void read(e.target.files?.[0])} />
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {text('applePay.upload')}
      </Button>
    </>
  );
};
