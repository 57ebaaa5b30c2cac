import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Spinner } from './spinner.tsx';

export interface SubmitButtonProps {
  children: ReactNode;
  /** The request is on its way: a spinner and `pendingText` in the button, and announced. */
  pending: boolean;
  pendingText: string;
  isDisabled: boolean;
}

/**
 * A form's submit button with a loading state. It stays focusable while the request is on its
 * way (the form ignores a second submit), and a polite status says what is happening. Not
 * react-aria's isPending: its announcement points at the button by id, and the button is often
 * gone once the answer has replaced the form, which leaves an unnamed announcement behind.
 */
export function SubmitButton({ children, pending, pendingText, isDisabled }: SubmitButtonProps) {
  return (
    <>
      <Button
        type="submit"
        className={`button button--primary${pending ? ' button--pending' : ''}`}
        isDisabled={isDisabled}
      >
        {pending ? (
          <>
            <Spinner /> {pendingText}
          </>
        ) : (
          children
        )}
      </Button>
      <span role="status" className="visually-hidden">
        {pending ? pendingText : ''}
      </span>
    </>
  );
}
