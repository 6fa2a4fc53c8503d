import { Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Notice } from './Notice';
import { Section, TextField } from './PlainFields';

type ProofCodeFieldProps = {
  /** Why the code is asked, in the API's words. */
  notice: string | null;
  code: string;
  error: string | undefined;
  onChange: (code: string) => void;
};

/**
 * The person already has this request open (decision 0051): the code e-mailed to that request's
 * address, typed on the number pad and offered by the phone from the e-mail, before it is paid.
 */
export function ProofCodeField({ notice, code, error, onChange }: ProofCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Section legend={t('preRegister.request.payment.proof.title')}>
      {notice !== null && (
        <Notice color="yellow" role="status" icon={<IconMailCheck aria-hidden />}>
          <Text>{notice}</Text>
        </Notice>
      )}
      <TextField
        name="emailCode"
        label={t('preRegister.request.payment.proof.label')}
        description={t('preRegister.request.payment.proof.hint')}
        value={code}
        error={error}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
      />
    </Section>
  );
}
