import { BirthDefectView } from './birth-defect-view.tsx';

/**
 * The Fosterpåverkan tab for print: every entry with its documents' classes and whole texts, most severe
 * first, and the key to the classes; the print layout adds the header, patient and list.
 */
export function BirthDefectPrintView() {
  return <BirthDefectView variant="print" />;
}
