import { NativeSelect, SimpleGrid, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStateNames } from '../../../shared/reference/useStateNames';
import type { OperativeValues } from './operativeValues';
import type { useOperativeForm } from './useOperativeForm';

type PlaceFieldsProps = {
  form: ReturnType<typeof useOperativeForm>['form'];
  onState: (state: string) => void;
};

/**
 * Where: the state, a municipality of it (their ids are sent, docs/product/rules.md) and the place.
 */
export function OperativePlaceFields({ form, onState }: PlaceFieldsProps) {
  const { t } = useTranslation();
  const { reference, stateOptions } = useStateNames();
  const { values, errors } = form;
  const municipalities = (reference.data?.municipalities ?? [])
    .filter((item) => item.state === values.state)
    .map((item) => ({ value: String(item.id), label: item.name }));
  const choose = (key: string) => ({ value: '', label: t(`operativeCreate.fields.${key}`) });
  const select = (name: keyof OperativeValues) => ({ value: values[name], error: errors[name] });
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label={t('operativeCreate.fields.state')}
          required
          data-autofocus
          data={[choose('chooseState'), ...stateOptions]}
          {...select('state')}
          onChange={(event) => onState(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('operativeCreate.fields.municipality')}
          required
          disabled={values.state === ''}
          data={[
            choose(values.state === '' ? 'stateFirst' : 'chooseMunicipality'),
            ...municipalities,
          ]}
          {...select('municipality')}
          onChange={(event) => form.setValue('municipality', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label={t('operativeCreate.fields.description')}
        description={t('operativeCreate.fields.descriptionHint')}
        required
        minRows={2}
        maxLength={300}
        {...form.inputProps('description')}
      />
    </>
  );
}
