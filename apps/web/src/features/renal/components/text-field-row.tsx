import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField } from 'react-aria-components/TextField';

export interface TextFieldRowProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The field's message (packages/clinical's validation); null: none. */
  message: string | null;
  description?: string | null;
  isDisabled?: boolean;
  isRequired?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text';
  placeholder?: string;
  /** Short, for numbers: the field is as wide as a value, not the column. */
  size?: 'short' | 'date';
}

/**
 * One labelled text field of the renal form. Values are typed as text and checked by
 * packages/clinical, never clamped or reformatted, so what is on screen is what was typed. The
 * message and description are tied to the input with aria-describedby, and a message sets
 * aria-invalid.
 */
export function TextFieldRow({
  label,
  value,
  onChange,
  message,
  description = null,
  isDisabled = false,
  isRequired = false,
  inputMode = 'decimal',
  placeholder,
  size = 'short',
}: TextFieldRowProps) {
  return (
    <TextField
      className="renal-field"
      value={value}
      onChange={onChange}
      isInvalid={message !== null}
      isDisabled={isDisabled}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <Label className="renal-field__label">{label}</Label>
      <Input
        className={`renal-field__input renal-field__input--${size}`}
        inputMode={inputMode}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
      />
      {description !== null && (
        <Text slot="description" className="renal-field__description">
          {description}
        </Text>
      )}
      <FieldError className="renal-field__message">{message}</FieldError>
    </TextField>
  );
}
