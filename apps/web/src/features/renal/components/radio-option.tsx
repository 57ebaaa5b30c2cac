import type { ReactNode } from 'react';
import { RadioButton, RadioField } from 'react-aria-components/RadioGroup';

/** One option of a react-aria RadioGroup: the field and its clickable label. */
export function RadioOption({
  value,
  className,
  children,
}: {
  value: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <RadioField value={value} className="radio-field">
      <RadioButton className={className}>{children}</RadioButton>
    </RadioField>
  );
}
