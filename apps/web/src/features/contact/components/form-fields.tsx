import type { Key } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { Text } from 'react-aria-components/Text';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField } from 'react-aria-components/TextField';
import { usePageTranslation } from '../../../lib/page-language.ts';
import '../../../lib/page-texts.ts';

/** A field's label with the mark of a mandatory field (specification §5: red fields mandatory). */
function RequiredLabel({ children }: { children: string }) {
  const { t } = usePageTranslation();
  return (
    <Label className="field-label">
      {children}{' '}
      <span className="required-mark" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden">({t('contact.required')})</span>
    </Label>
  );
}

export interface TextRowProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  type?: 'text' | 'email';
  autoComplete: string;
  /** A text area with a character count instead of a one-line input. */
  multiline?: { countText: string };
}

/** A text field with its label, its error once left invalid, and for text areas a count. */
export function TextRow(props: TextRowProps) {
  const { label, value, onChange, onBlur, error, type = 'text', autoComplete, multiline } = props;
  return (
    <TextField
      className="form-field"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={error !== undefined}
      isRequired
      validationBehavior="aria"
      type={type}
      autoComplete={autoComplete}
    >
      <RequiredLabel>{label}</RequiredLabel>
      {multiline ? (
        <>
          <TextArea className="form-field__input form-field__textarea" rows={7} />
          <Text slot="description" className="form-field__hint">
            {multiline.countText}
          </Text>
        </>
      ) : (
        <Input className="form-field__input" />
      )}
      <FieldError className="form-field__error">{error}</FieldError>
    </TextField>
  );
}

export interface SelectRowProps<K extends string> {
  label: string;
  options: readonly { id: K; name: string }[];
  value: K | null;
  placeholder?: string;
  onChange: (value: K) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** A choice among a few options (react-aria Select: a button that opens a list box). */
export function SelectRow<K extends string>(props: SelectRowProps<K>) {
  const { label, options, value, placeholder, onChange, onBlur, error } = props;
  const ids = new Set<Key>(options.map((option) => option.id));
  return (
    <Select
      className="form-field"
      value={value}
      placeholder={placeholder}
      onChange={(key) => {
        if (key !== null && ids.has(key)) onChange(key as K);
      }}
      onBlur={onBlur}
      isInvalid={error !== undefined}
      isRequired
      validationBehavior="aria"
    >
      <RequiredLabel>{label}</RequiredLabel>
      <Button className="form-field__input select-button">
        <SelectValue />
        <span aria-hidden="true" className="select-button__arrow">
          ▾
        </span>
      </Button>
      <FieldError className="form-field__error">{error}</FieldError>
      <Popover className="select-popover">
        <ListBox className="select-listbox">
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} className="select-option">
              {option.name}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
