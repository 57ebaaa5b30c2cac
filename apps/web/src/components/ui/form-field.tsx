import type { Ref } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField } from 'react-aria-components/TextField';

export interface FormFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Shown under the field, and the field marked invalid, when set. */
  error?: string | null;
  /** A hint under the label, e.g. the password rule. */
  description?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled text field (react-aria TextField): the label, hint and error are tied to the input
 * (aria-describedby, aria-invalid), and the browser's own validation bubbles are not used.
 */
export function FormField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error = null,
  description,
  onBlur,
  inputRef,
}: FormFieldProps) {
  return (
    <TextField
      className="form-field"
      value={value}
      onChange={onChange}
      type={type}
      autoComplete={autoComplete}
      isInvalid={error !== null}
      isRequired
      validationBehavior="aria"
      onBlur={onBlur}
    >
      <Label className="field-label">{label}</Label>
      {description !== undefined && (
        <Text slot="description" className="form-field__hint">
          {description}
        </Text>
      )}
      <Input ref={inputRef} className="form-field__input" spellCheck={false} />
      <FieldError className="form-field__error">{error}</FieldError>
    </TextField>
  );
}
