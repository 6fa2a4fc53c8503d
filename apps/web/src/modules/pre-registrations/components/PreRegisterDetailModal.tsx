import type { PreRegistrationWithPayment } from '@aptovial/shared';
import { Divider, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showDay, showMoment } from '../../../shared/dates/dayText';
import { useStateNames } from '../../../shared/reference/useStateNames';
import { ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { usePreRegister } from '../api/listPreRegisters';
import { gradeNames } from '../requestTexts';
import { PaymentDetail } from './PaymentDetail';
import { RequestStatusBadge } from './StatusBadge';

type PreRegisterDetailModalProps = { id: number | null; onClose: () => void };

/** A request's detail and its payment (GET /api/preRegister/{id}), full screen on a phone. */
export function PreRegisterDetailModal({ id, onClose }: PreRegisterDetailModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="lg"
      fullScreen={phone === true}
      title={id === null ? '' : t('preRegister.detail.title', { id })}
    >
      {id !== null && <Detail id={id} />}
    </Modal>
  );
}

function Detail({ id }: { id: number }) {
  const { t } = useTranslation();
  const request = usePreRegister(id);
  if (request.isPending) return <LoadingState label={t('preRegister.detail.loading')} />;
  if (request.isError) {
    return (
      <ErrorState
        message={t('preRegister.detail.loadFailed')}
        onRetry={() => void request.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg">
      <DetailFields request={request.data} />
      <Divider />
      <PaymentDetail payment={request.data.payment} />
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

function DetailFields({ request }: { request: PreRegistrationWithPayment }) {
  const { t } = useTranslation();
  const { stateName } = useStateNames();
  const label = (key: string) => t(`preRegister.detail.${key}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Field label={label('person')}>{`${request.names} ${request.lastNames}`}</Field>
      <Field label={label('dni')}>{`${request.nationality}-${request.dni}`}</Field>
      <Field label={label('dateBirth')}>{showDay(request.dateBirth)}</Field>
      <Field label={label('email')}>{request.email}</Field>
      <Field label={label('phone')}>{request.phone}</Field>
      <Field label={label('place')}>
        {`${request.municipalityName}, ${stateName(request.state)}`}
      </Field>
      <Field label={label('typeCertifields')}>{request.typeCertifields}</Field>
      <Field label={label('grades')}>{gradeNames(request.grades)}</Field>
      <Field label={label('createdAt')}>{showMoment(request.createdAt)}</Field>
      <Field label={label('status')}>
        <Stack gap={4} align="flex-start">
          <RequestStatusBadge request={request} />
          {request.servedAt !== null && (
            <Text fz="sm">
              {t('preRegister.detail.servedAt', { when: showMoment(request.servedAt) })}
            </Text>
          )}
        </Stack>
      </Field>
    </SimpleGrid>
  );
}
