// The drug-group files of the demo knowledge base, in bundle order. DEMO_GROUPS=a,b builds with
// only those groups (for checking one group while others are being written).

import { CARDIOVASCULAR } from './cardiovascular.ts';
import { CONTRAST_MEDIA } from './contrast-media.ts';
import { ENDOCRINE } from './endocrine.ts';
import type { DrugGroup } from './group-types.ts';
import { INFECTIONS } from './infections.ts';
import { NEUROLOGY } from './neurology.ts';
import { PSYCHIATRY } from './psychiatry.ts';
import { VARIOUS } from './various.ts';

const ALL: readonly DrugGroup[] = [
  CARDIOVASCULAR,
  PSYCHIATRY,
  NEUROLOGY,
  INFECTIONS,
  ENDOCRINE,
  VARIOUS,
  CONTRAST_MEDIA,
];

const only = process.env.DEMO_GROUPS?.split(',').map((name) => name.trim());

export const GROUPS: readonly DrugGroup[] =
  only === undefined ? ALL : ALL.filter((group) => only.includes(group.name));
