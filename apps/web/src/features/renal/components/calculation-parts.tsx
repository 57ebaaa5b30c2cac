import type { ReactNode } from 'react';

/** One step of 'Så räknade vi'. */
export function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="calc-step">
      <h4 className="calc-step__title">{title}</h4>
      {children}
    </li>
  );
}

/** A formula with the values put in, as a line of its own. */
export function Formula({ children }: { children: string }) {
  return <p className="calc-step__formula">{children}</p>;
}
