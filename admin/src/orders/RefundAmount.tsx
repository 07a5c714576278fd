import { Button, TextField } from '@mui/material';
import { useRefundText } from './useRefundText';

interface RefundAmountProps {
  amount: string;
  setAmount: (amount: string) => void;
  /** what is left to refund, in SAR */
  left: number;
  error: string | undefined;
}

/** A refund by amount: the amount (at most what is left) and "everything". */
export const RefundAmount = ({ amount, setAmount, left, error }: RefundAmountProps) => {
  const refundText = useRefundText();
  return (
    <>
      <TextField
        fullWidth
        margin="dense"
        type="number"
        name="amount"
        label={refundText('amount')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { min: 0, max: left, step: '0.01', dir: 'ltr' } }}
      />
      <Button size="small" onClick={() => setAmount(left.toFixed(2))}>
        {refundText('everything')}
      </Button>
    </>
  );
};
