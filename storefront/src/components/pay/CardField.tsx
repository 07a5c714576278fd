import { Field } from '../Field';

export interface Card {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof Card, string>>;

interface CardFieldProps {
  name: keyof Card;
  label: string;
  card: Card;
  errors: CardErrors;
  onValue: (value: string) => void;
  autoComplete: string;
  numeric?: boolean;
  maxLength?: number;
  placeholder?: string;
}

/** One input of the card form: card details are written left to right in both languages. */
export function CardField({ name, label, card, errors, onValue, autoComplete, numeric, maxLength, placeholder }: CardFieldProps) {
  return (
    <Field
      label={label}
      value={card[name]}
      onValue={onValue}
      error={errors[name]}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete={autoComplete}
      dir="ltr"
      maxLength={maxLength}
      placeholder={placeholder}
    />
  );
}
