import { RISK_IDS } from './fixture-riskprofile.ts';

/** The ids of the web tests' fixture knowledge base (fixture-kb.ts). */
export const IDS = {
  paracetamol: 'IDDEMOPARACETAMOL',
  ibuprofen: 'IDDEMOIBUPROFEN',
  warfarin: 'IDDEMOWARFARIN',
  asa: 'IDDEMOACETYLSALICYL',
  metformin: 'IDDEMOMETFORMIN',
  kodein: 'IDDEMOKODEIN',
  apixaban: 'IDDEMOAPIXABAN',
  alvedon: '99000000000001',
  ipren: '99000000000002',
  waran: '99000000000003',
  ibuprofenGel: '99000000000005',
  trombyl: '99000000000006',
  metforminTablet: '99000000000013',
  citodon: '99000000000014',
  eliquis: '99000000000033',
  ...RISK_IDS,
} as const;

export const UPDATED = '2025-09-15';
