import { UNPAID_NOTE_MAX, type UnpaidReason, unpaidReasons } from '@aptovial/shared';
import { Fieldset, Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UnpaidDraft } from '../withoutPaymentValues';

type UnpaidReasonFieldsProps = {
  value: UnpaidDraft;
  onChange: (value: UnpaidDraft) => void;
  errors: { reason?: string | undefined; note?: string | undefined };
};

/**
 * Why a request that was never paid is certified anyway (decision 0065): one reason of the
 * closed list and, for "Otro motivo", the note that says it.
 */
export function UnpaidReasonFields({ value, onChange, errors }: UnpaidReasonFieldsProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('roadCertificates.unpaid.legend')}>
      <Stack gap="sm">
        <Radio.Group
          label={t('roadCertificates.unpaid.reason')}
          required
          value={value.reason}
          error={errors.reason}
          onChange={(reason) => onChange({ ...value, reason: reason as UnpaidReason })}
        >
          <Stack gap={6} mt={6}>
            {unpaidReasons.map((reason) => (
              <Radio
                key={reason}
                value={reason}
                label={t(`roadCertificates.unpaid.reasons.${reason}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('roadCertificates.unpaid.note')}
          description={t('roadCertificates.unpaid.noteHint')}
          required={value.reason === 'other'}
          minRows={2}
          maxLength={UNPAID_NOTE_MAX}
          value={value.note}
          error={errors.note}
          onChange={(event) => onChange({ ...value, note: event.currentTarget.value })}
        />
      </Stack>
    </Fieldset>
  );
}
