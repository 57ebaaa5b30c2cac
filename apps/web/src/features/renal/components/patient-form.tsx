import { memo, useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { RadioGroup } from 'react-aria-components/RadioGroup';
import { usePatientForm } from '../hooks/use-patient-form.ts';
import type { CystatinUnit } from '../hooks/patient-draft.ts';
import { RadioOption } from './radio-option.tsx';
import { TextFieldRow } from './text-field-row.tsx';
import '../../../lib/page-texts.ts';

type TextFieldName =
  | 'birthYear'
  | 'creatinine'
  | 'creatinineDate'
  | 'cystatin'
  | 'cystatinDate'
  | 'weight'
  | 'height'
  | 'measuredGfr';

/**
 * The patient (specification §3 'Kidney-function input', §4): birth year and gender first; the
 * other fields open once both are given. Each value is written to the URL as it is typed.
 */
// Memoised: an answer from the API re-renders the results, never the form being typed in.
export const PatientForm = memo(function PatientForm({
  weightDate,
  heightDate,
}: {
  weightDate: string | null;
  heightDate: string | null;
}) {
  const { t } = useTranslation();
  const { draft, messages, active, setField, setCystatinUnit } = usePatientForm();
  const hintId = useId();
  const dateHint = t('renal.sampleDateHint');
  const closed = !active;
  // A text field's value, its change and its message: the draft and the form hook's validation.
  const bind = (field: TextFieldName) => ({
    value: draft[field],
    onChange: (text: string) => {
      setField(field, text);
    },
    message: messages[field],
  });
  // A record system's measuring date, while the value it describes is unchanged.
  const fromRecord = (date: string | null) =>
    date === null ? null : t('renal.fromRecord', { date });

  return (
    <form
      className="renal-form"
      aria-labelledby="renal-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <h3 id="renal-form-heading">{t('renal.formHeading')}</h3>
      <fieldset className="renal-form__group">
        <legend>{t('renal.patientGroup')}</legend>
        <TextFieldRow
          label={t('renal.birthYear')}
          {...bind('birthYear')}
          inputMode="numeric"
          isRequired
        />
        <RadioGroup
          className="renal-radio-group"
          value={draft.gender === '' ? null : draft.gender}
          onChange={(value) => {
            setField('gender', value);
          }}
          isInvalid={messages.gender !== null}
          isRequired
          validationBehavior="aria"
          orientation="horizontal"
        >
          <Label className="renal-field__label">{t('renal.gender')}</Label>
          <div className="renal-radio-group__options">
            <RadioOption className="renal-radio" value="f">
              {t('renal.female')}
            </RadioOption>
            <RadioOption className="renal-radio" value="m">
              {t('renal.male')}
            </RadioOption>
          </div>
          <FieldError className="renal-field__message">{messages.gender}</FieldError>
        </RadioGroup>
        {closed && (
          <p id={hintId} className="renal-form__hint">
            {t('renal.activateHint')}
          </p>
        )}
      </fieldset>

      <fieldset
        className="renal-form__group"
        disabled={closed}
        aria-describedby={closed ? hintId : undefined}
      >
        <legend>{t('renal.creatinineGroup')}</legend>
        <TextFieldRow label={t('renal.creatinine')} {...bind('creatinine')} isDisabled={closed} />
        <TextFieldRow
          label={t('renal.creatinineDate')}
          {...bind('creatinineDate')}
          description={dateHint}
          inputMode="text"
          size="date"
          isDisabled={closed}
        />
      </fieldset>

      <fieldset
        className="renal-form__group"
        disabled={closed}
        aria-describedby={closed ? hintId : undefined}
      >
        <legend>{t('renal.cystatinGroup')}</legend>
        <RadioGroup
          className="renal-radio-group"
          value={draft.cystatinUnit}
          onChange={(value) => {
            setCystatinUnit(value as CystatinUnit);
          }}
          isDisabled={closed}
        >
          <Label className="renal-field__label">{t('renal.cystatinUnit')}</Label>
          <div className="renal-radio-group__options renal-radio-group__options--stacked">
            <RadioOption className="renal-radio" value="egfr">
              {t('renal.cystatinEgfrOption')}
            </RadioOption>
            <RadioOption className="renal-radio" value="mgL">
              {t('renal.cystatinCOption')}
            </RadioOption>
          </div>
        </RadioGroup>
        <TextFieldRow
          label={draft.cystatinUnit === 'mgL' ? t('renal.cystatinC') : t('renal.cystatinEgfr')}
          {...bind('cystatin')}
          description={draft.cystatinUnit === 'mgL' ? t('renal.cystatinCHint') : null}
          isDisabled={closed}
        />
        <TextFieldRow
          label={t('renal.cystatinDate')}
          {...bind('cystatinDate')}
          description={dateHint}
          inputMode="text"
          size="date"
          isDisabled={closed}
        />
      </fieldset>

      <fieldset
        className="renal-form__group"
        disabled={closed}
        aria-describedby={closed ? hintId : undefined}
      >
        <legend>{t('renal.bodyGroup')}</legend>
        <TextFieldRow
          label={t('renal.weight')}
          {...bind('weight')}
          description={fromRecord(weightDate)}
          isDisabled={closed}
        />
        <TextFieldRow
          label={t('renal.height')}
          {...bind('height')}
          description={fromRecord(heightDate)}
          isDisabled={closed}
        />
      </fieldset>

      <fieldset
        className="renal-form__group"
        disabled={closed}
        aria-describedby={closed ? hintId : undefined}
      >
        <legend>{t('renal.measuredGroup')}</legend>
        <TextFieldRow
          label={t('renal.measuredGfr')}
          {...bind('measuredGfr')}
          description={t('renal.measuredGfrHint')}
          isDisabled={closed}
        />
      </fieldset>
    </form>
  );
});
