import type { OperativeApplicant, WithoutPayment } from '@aptovial/shared';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  checkUnpaidDraft,
  emptyUnpaidDraft,
  type UnpaidDraft,
  UnpaidReasonFields,
} from '../../certificates/index';

type UnpaidApplicantStepProps = {
  applicant: OperativeApplicant;
  /** pagar-solicitud for this applicant, at this operative. */
  chargeHref: string;
  onChoose: (reason: WithoutPayment) => void;
};

/**
 * "Emitir" for an applicant who has not paid (decision 0065), before the form: charge first (the
 * default, focused), or issue without payment, saying why.
 */
export function UnpaidApplicantStep({ applicant, chargeHref, onChoose }: UnpaidApplicantStepProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<UnpaidDraft>(emptyUnpaidDraft);
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const choose = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkUnpaidDraft(draft);
    if (checked.ok) onChoose(checked.value);
    else setErrors(checked.errors);
  };
  return (
    <Stack gap="md">
      <Alert
        color="orange"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('operativeField.unpaid.title', {
          name: `${applicant.names} ${applicant.lastNames}`,
        })}
      >
        {t('operativeField.unpaid.text')}
      </Alert>
      <Button
        component={Link}
        to={chargeHref}
        data-autofocus
        leftSection={<IconCash size={16} aria-hidden />}
      >
        {t('operativeField.unpaid.chargeFirst')}
      </Button>
      <form onSubmit={choose} noValidate>
        <Stack gap="sm">
          <UnpaidReasonFields
            value={draft}
            onChange={(next) => {
              setDraft(next);
              setErrors({});
            }}
            errors={errors}
          />
          <Button type="submit" variant="light" color="orange">
            {t('operativeField.unpaid.issueWithout')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
