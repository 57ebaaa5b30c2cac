import { data } from 'react-router';

/** Ends a route with 404: its error boundary shows the 404 page (specification §8). */
export function notFound(): never {
  // React Router's way to end a route with a status: its error boundary reads the 404.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw data(null, { status: 404 });
}
