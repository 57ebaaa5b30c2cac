import { SOURCES } from '@medkompass/assessment/sources.ts';
import type { ContactDomain, ContactRole } from '@medkompass/contracts/contact.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';

/** The Swedish labels of specification §3, for the mail to staff and the operators' CLI. */
export const ROLE_LABELS: Record<ContactRole, string> = {
  pharmacist: 'farmaceut',
  physician: 'läkare',
  nurse: 'sjuksköterska',
  dentist: 'tandläkare',
  midwife: 'barnmorska',
  patientOrPrivatePerson: 'patient/privatperson',
  other: 'annan',
};

/** A source's domain reads as the source's name in the shared table (packages/assessment). */
export const DOMAIN_LABELS: Record<ContactDomain, string> = {
  general: 'Allmänt',
  ...(Object.fromEntries(SOURCES.map((source) => [source.id, source.label])) as Record<
    SourceName,
    string
  >),
  sideeffects: 'Biverkningar',
};

const STOCKHOLM_TIME = new Intl.DateTimeFormat('sv-SE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Stockholm',
});

/** A time as staff in Sweden read it, e.g. 2026-11-23 11:15. */
export const swedishTime = (date: Date): string => STOCKHOLM_TIME.format(date);
