import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { swedishToday } from '@medkompass/clinical/calendar.ts';
import { egfrCalculation } from '@medkompass/clinical/egfr-calculation.ts';
import { estimateEgfr, type KidneyFunctionInput } from '@medkompass/clinical/egfr-estimates.ts';
import { formatNumber } from '../hooks/format.ts';
import { CalculationDetails } from './calculation-details.tsx';

const NOW = new Date('2026-11-22T09:00:00Z');

/** A 40-year-old man with a creatinine and a cystatin C eGFR taken today. */
function patientWith(creatinine: number, cystatinEgfr: number): KidneyFunctionInput {
  return {
    birthYear: swedishToday(NOW).getUTCFullYear() - 40,
    gender: 'MALE',
    weight: null,
    height: null,
    creatinine,
    creatinineDate: null,
    relativeCystatinEGFR: cystatinEgfr,
    relativeCystatinEGFRDate: null,
    cystatinC: null,
    manualAbsoluteEGFR: null,
  };
}

async function openDetails(patient: KidneyFunctionInput) {
  const estimates = estimateEgfr(patient, NOW);
  render(
    <CalculationDetails
      calculation={egfrCalculation(patient, estimates, NOW)}
      estimates={estimates}
    />,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Så räknade vi' }));
  return { estimates, panel: screen.getByRole('group', { name: 'Så räknade vi' }) };
}

describe("the mean under 'Så räknade vi'", () => {
  it('shows the mean of the two estimates when they were combined, to one decimal', async () => {
    const { estimates, panel } = await openDetails(patientWith(95, 70));
    expect(estimates.meanStatus).toBe('combined');
    const a = estimates.creatinineEgfr ?? Number.NaN;
    const b = estimates.cystatinEgfr ?? Number.NaN;
    expect(panel).toHaveTextContent(
      `Medelvärde = (${formatNumber(a, 1)} + ${formatNumber(b, 1)}) / 2 = ` +
        `${formatNumber((a + b) / 2, 1)} mL/min/1,73 m²`,
    );
  });

  it('shows no mean when the estimates were not combined', async () => {
    const { estimates, panel } = await openDetails(patientWith(95, 20));
    expect(estimates.meanStatus).toBe('differTooMuch');
    expect(panel).not.toHaveTextContent('Medelvärde');
  });
});
