import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button } from '@mui/material';
import { useSimpleFormIterator, useTranslate } from 'react-admin';

/**
 * A list input's add button that says what it adds ("Add a value"), in place of react-admin's
 * bare ⊕ named "Add". Keeps react-admin's class names (`button-add-<source>`).
 */
export const AddRowButton = ({ label }: { label: string }) => {
  const { add, source } = useSimpleFormIterator();
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()} className={`button-add button-add-${source}`}>
      {translate(label)}
    </Button>
  );
};
