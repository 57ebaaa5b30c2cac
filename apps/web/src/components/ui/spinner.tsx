/** A small turning ring beside a pending action's text; decorative, the text says what happens. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
