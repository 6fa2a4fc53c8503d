import { certificateTypes, licenceGrades } from '@aptovial/shared';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Choices } from './PlainChoices';
import { Section } from './PlainFields';
import type { RequestFormState } from './useRequestForm';

const options = (list: readonly { as: string; name: string }[]) =>
  list.map((item) => ({ value: item.as, label: item.name }));
const gradeOptions = options(licenceGrades);
const typeOptions = options(certificateTypes);

/** What is asked for: the licence grades (several) and the certificate's type. */
export function LicenceFields({ form }: { form: RequestFormState }) {
  const { t } = useTranslation();
  return (
    <Section legend={t('preRegister.request.fields.licence')}>
      <Stack gap="lg">
        <Choices
          type="checkbox"
          name="grades"
          label={t('preRegister.request.fields.grades')}
          description={t('preRegister.request.fields.gradesHint')}
          required
          options={gradeOptions}
          value={form.values.grades}
          error={form.errors.grades}
          onChange={(grades) => form.set('grades', grades)}
        />
        <Choices
          type="radio"
          name="typeCertifields"
          label={t('preRegister.request.fields.typeCertifields')}
          required
          options={typeOptions}
          value={form.values.typeCertifields}
          error={form.errors.typeCertifields}
          onChange={(type) => form.set('typeCertifields', type)}
        />
      </Stack>
    </Section>
  );
}
