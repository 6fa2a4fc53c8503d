import { municipalities, states } from '@aptovial/shared';
import { Fieldset, NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestFormState } from './useRequestForm';

const stateOptions = states.map((state) => ({ value: state.as, label: state.name }));

/**
 * Where the applicant lives: the state, then a municipality of that state. The catalogue is the
 * shared one the API seeds and checks against (same ids), bundled: no round trip on a slow phone.
 */
export function PlaceFields({ form }: { form: RequestFormState }) {
  const { t } = useTranslation();
  const { state, municipality } = form.values;
  const ofState = municipalities
    .filter((item) => item.state === state)
    .map((item) => ({ value: String(item.id), label: item.name }));
  const placeholder = (key: string) => ({
    value: '',
    label: t(`preRegister.request.fields.${key}`),
  });
  return (
    <Fieldset legend={t('preRegister.request.fields.place')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          name="state"
          size="md"
          required
          label={t('preRegister.request.fields.state')}
          data={[placeholder('chooseState'), ...stateOptions]}
          value={state}
          error={form.errors.state}
          onChange={(event) => form.set('state', event.currentTarget.value)}
        />
        <NativeSelect
          name="municipality"
          size="md"
          required
          label={t('preRegister.request.fields.municipality')}
          data={[placeholder(state === '' ? 'stateFirst' : 'chooseMunicipality'), ...ofState]}
          value={municipality}
          disabled={state === ''}
          error={form.errors.municipality}
          onChange={(event) => form.set('municipality', event.currentTarget.value)}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
