import { states } from '@aptovial/shared';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section, SelectField } from './PlainFields';
import { useMunicipalities } from './useMunicipalities';
import type { RequestFormState } from './useRequestForm';

const stateOptions = states.map((state) => ({ value: state.as, label: state.name }));

/**
 * Where the applicant lives: the state, then a municipality of that state. The catalogue is the
 * shared one the API seeds and checks against (same ids), bundled: the states with the form, the
 * municipalities in a chunk of their own fetched while the person types (useMunicipalities).
 */
export function PlaceFields({ form }: { form: RequestFormState }) {
  const { t } = useTranslation();
  const { state, municipality } = form.values;
  const ofState = useMunicipalities(state);
  const options = ofState.list.map((item) => ({ value: String(item.id), label: item.name }));
  const placeholder = (key: string) => ({
    value: '',
    label: t(`preRegister.request.fields.${key}`),
  });
  return (
    <Section legend={t('preRegister.request.fields.place')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField
          name="state"
          required
          label={t('preRegister.request.fields.state')}
          data={[placeholder('chooseState'), ...stateOptions]}
          value={state}
          error={form.errors.state}
          onChange={(event) => form.set('state', event.currentTarget.value)}
        />
        <SelectField
          name="municipality"
          required
          label={t('preRegister.request.fields.municipality')}
          data={[placeholder(state === '' ? 'stateFirst' : 'chooseMunicipality'), ...options]}
          value={municipality}
          disabled={state === ''}
          onFocus={ofState.retry}
          error={form.errors.municipality}
          onChange={(event) => form.set('municipality', event.currentTarget.value)}
        />
      </SimpleGrid>
    </Section>
  );
}
