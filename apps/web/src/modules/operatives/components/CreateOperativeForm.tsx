import { OPERATIVE_MAX_DAYS, OPERATIVE_MAX_RECIPIENTS, todayInCaracas } from '@aptovial/shared';
import { SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { enterMovesOn } from '../../../shared/forms/keyboardForm';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useReferenceData } from '../../../shared/reference/referenceData';
import { CoordinateFields } from './CoordinateFields';
import { OperativeFigures } from './OperativeFigures';
import { OperativeMapSlot } from './OperativeMapSlot';
import { OperativePlaceFields } from './OperativePlaceFields';
import { lastDayFrom, pinOf, recipientsOf } from './operativeValues';
import { useOperativeForm } from './useOperativeForm';

/**
 * A new operative (createOperational), keyboard first: Enter goes on to the next field and sends
 * from the last; the map is a help for the mouse, the coordinates are always there to type.
 */
export function CreateOperativeForm({ ownState }: { ownState: string | null }) {
  const { t } = useTranslation();
  const { form, formRef, price, applicants, create, setState, pick, submit } =
    useOperativeForm(ownState);
  const mapSettings = useReferenceData().data?.map;
  const { values, errors } = form;
  const today = todayInCaracas();
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [formRef]);
  return (
    <form ref={formRef} onSubmit={submit} onKeyDown={enterMovesOn} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('operativeCreate.keyboardHint')}
        </Text>
        <OperativePlaceFields form={form} onState={setState} />
        <CoordinateFields
          latitude={form.inputProps('latitude')}
          longitude={form.inputProps('longitude')}
        />
        <OperativeMapSlot settings={mapSettings} pin={pinOf(values)} onPick={pick} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateField
            label={t('operativeCreate.fields.startDate')}
            required
            // The calendar greys out past days; a typed one stays, and is refused with a reason.
            excludeDate={(day) => day < today}
            value={values.startDate}
            error={errors.startDate}
            onChange={(day) => form.setValue('startDate', day)}
          />
          <DateField
            label={t('operativeCreate.fields.endDate')}
            description={t('operativeCreate.fields.endDateHint', { days: OPERATIVE_MAX_DAYS })}
            required
            excludeDate={(day) =>
              day < (values.startDate || today) ||
              (values.startDate !== '' && day > lastDayFrom(values.startDate))
            }
            value={values.endDate}
            error={errors.endDate}
            onChange={(day) => form.setValue('endDate', day)}
          />
        </SimpleGrid>
        <OperativeFigures
          price={price}
          applicants={applicants}
          placeChosen={values.municipality !== ''}
        />
        <TagsInput
          label={t('operativeCreate.fields.recipients')}
          description={t('operativeCreate.fields.recipientsHint', {
            max: OPERATIVE_MAX_RECIPIENTS,
          })}
          splitChars={[',', ' ', ';']}
          maxTags={OPERATIVE_MAX_RECIPIENTS}
          clearable
          value={recipientsOf(values)}
          error={errors.recipients}
          onChange={(list) => form.setValue('recipients', list.join('\n'))}
        />
        <SubmitButton pending={create.isPending} disabled={price.data === undefined}>
          {t('operativeCreate.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
