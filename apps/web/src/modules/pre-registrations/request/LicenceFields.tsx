import { certificateTypes, licenceGrades } from '@aptovial/shared';
import { Checkbox, Fieldset, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestFormState } from './useRequestForm';

/** What is asked for: the licence grades (several) and the certificate's type. */
export function LicenceFields({ form }: { form: RequestFormState }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('preRegister.request.fields.licence')}>
      <Stack gap="lg">
        <Checkbox.Group
          label={t('preRegister.request.fields.grades')}
          description={t('preRegister.request.fields.gradesHint')}
          withAsterisk
          value={form.values.grades}
          error={form.errors.grades}
          onChange={(grades) => form.set('grades', grades)}
        >
          <Stack gap="sm" mt="xs">
            {licenceGrades.map((grade) => (
              <Checkbox
                key={grade.as}
                name="grades"
                value={grade.as}
                label={grade.name}
                size="md"
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Radio.Group
          name="typeCertifields"
          label={t('preRegister.request.fields.typeCertifields')}
          withAsterisk
          value={form.values.typeCertifields}
          error={form.errors.typeCertifields}
          onChange={(type) => form.set('typeCertifields', type)}
        >
          <Stack gap="sm" mt="xs">
            {certificateTypes.map((type) => (
              <Radio key={type.as} value={type.as} label={type.name} size="md" />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    </Fieldset>
  );
}
