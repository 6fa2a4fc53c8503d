import { licenceGrades } from '@aptovial/shared';
import { Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from './Notice';
import type { RequestValues } from './requestValues';

const gradeName = (code: string) => licenceGrades.find((grade) => grade.as === code)?.name ?? code;

/**
 * The payment form's second step. Paying online arrives with the payments issue (16); until then
 * the page says so plainly and lets the person send the request without paying.
 */
export function PaymentStep({ values }: { values: RequestValues }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The fields are gone: the focus goes to the step that replaced them, read from its title.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {t('preRegister.request.payment.title')}
      </Title>
      <Text>
        {t('preRegister.request.payment.summary', {
          name: `${values.names} ${values.lastNames}`,
          dni: `${values.nationality}-${values.dni}`,
          type: values.typeCertifields,
          grades: values.grades.map(gradeName).join(', '),
        })}
      </Text>
      <Notice color="yellow" icon={<IconInfoCircle aria-hidden />}>
        <Text fw={700}>{t('preRegister.request.payment.notAvailable')}</Text>
        <Text>{t('preRegister.request.payment.text')}</Text>
      </Notice>
    </Stack>
  );
}
