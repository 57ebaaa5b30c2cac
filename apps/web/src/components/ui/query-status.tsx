import { usePageTranslation } from '../../lib/page-language.ts';

/** The loading state of a data view: a polite live region, so the wait is announced. */
export function LoadingMessage({ children }: { children: string }) {
  return (
    <p role="status" className="status-text">
      {children}
    </p>
  );
}

export interface ErrorMessageProps {
  children: string;
  onRetry?: () => void;
}

/** The error state of a data view, with a retry when the caller can offer one. */
export function ErrorMessage({ children, onRetry }: ErrorMessageProps) {
  const { t } = usePageTranslation();
  return (
    <div role="alert" className="error-text">
      <p>{children}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** An error in a line of its own text, with a retry as a link-like button after it. */
export function InlineErrorMessage({ children, onRetry }: Required<ErrorMessageProps>) {
  const { t } = usePageTranslation();
  return (
    <div role="alert" className="error-text">
      {children}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
