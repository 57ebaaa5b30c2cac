import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import type { AdministrationChoice } from '@medkompass/clinical/riskprofile-scoring.ts';
import '../../../lib/page-texts.ts';

export interface AdministrationSelectProps {
  substance: string;
  options: readonly AdministrationChoice[];
  value: AdministrationChoice;
  onChange: (choice: AdministrationChoice) => void;
}

/**
 * A substance's administration (specification §4 'Riskprofile administration'): a labelled
 * select of the choices it offers. The label names the substance, which the row shows.
 */
export function AdministrationSelect({
  substance,
  options,
  value,
  onChange,
}: AdministrationSelectProps) {
  const { t } = useTranslation();
  const items = options.map((id) => ({ id, label: t(`riskprofile.choice.${id}`) }));
  return (
    <Select
      className="administration-select"
      value={value}
      onChange={(key) => {
        const choice = options.find((option) => option === key);
        if (choice) onChange(choice);
      }}
    >
      <Label className="visually-hidden">{t('riskprofile.administrationOf', { substance })}</Label>
      <Button className="administration-select__button">
        <SelectValue className="administration-select__value" />
        <span className="administration-select__arrow" aria-hidden="true" />
      </Button>
      <Popover className="administration-select__popover" placement="bottom start">
        <ListBox items={items} className="administration-select__list">
          {(item) => (
            <ListBoxItem id={item.id} className="administration-select__option">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
