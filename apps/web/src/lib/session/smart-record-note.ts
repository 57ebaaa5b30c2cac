/**
 * What the app read from the record at a SMART launch, beside what the address carries (ADR 48):
 * the names of the medications that could not be identified (the address counts them only), the
 * values that came from the record and the pregnancy status. Kept in this tab's sessionStorage,
 * with the launch's access token (ADR 17: an integration session belongs to its tab).
 */
export interface SmartRecordNote {
  /** The address the launch opened: the note describes that patient and list only. */
  search: string;
  unidentified: string[];
  values: { measure: SmartRecordMeasure; value: number; date: string | null }[];
  pregnancy: { status: 'pregnant' | 'notPregnant'; date: string | null } | null;
}

export type SmartRecordMeasure = 'creatinine' | 'cystatinC' | 'cystatinEgfr' | 'weight' | 'height';

const KEY = 'medkompass.smartRecord';

export function writeSmartRecordNote(note: SmartRecordNote): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(note));
  } catch {
    // Storage refused (a frame with third-party storage blocked): the notice is left out.
  }
}

export function forgetSmartRecordNote(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The note, only while the address's list and patient are still those the record gave. */
export function smartRecordNoteFor(params: URLSearchParams): SmartRecordNote | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const note = JSON.parse(raw) as SmartRecordNote;
    if (typeof note.search !== 'string' || !Array.isArray(note.unidentified)) return null;
    const launched = new URLSearchParams(note.search);
    const same = [...launched].every(([name, value]) => params.get(name) === value);
    return same ? note : null;
  } catch {
    return null;
  }
}
