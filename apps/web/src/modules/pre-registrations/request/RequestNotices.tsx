import { pathTo } from '@aptovial/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from './Notice';
import type { Receipt } from './requestSchemas';

export function HomeLink() {
  const { t } = useTranslation();
  return (
    <Group>
      <Button component={Link} to={pathTo('indexAptoVial')} variant="default" size="md">
        {t('preRegister.request.backHome')}
      </Button>
    </Group>
  );
}

/** The switch is off: no fields to fill, only why and the way back. */
export function ClosedNotice() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Notice
        color="yellow"
        role="status"
        icon={<IconLock aria-hidden />}
        title={t('preRegister.request.closedTitle')}
      >
        {t('preRegister.request.closed')}
      </Notice>
      <HomeLink />
    </Stack>
  );
}

export function CheckFailedNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice color="red" icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text>{t('preRegister.request.checkFailed')}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {t('preRegister.request.retry')}
        </Button>
      </Stack>
    </Notice>
  );
}

export function FailureNotice({ message }: { message: string }) {
  return (
    <Notice color="red" icon={<IconAlertTriangle aria-hidden />}>
      {message}
    </Notice>
  );
}

/**
 * 'Datos enviados correctamente'. The number goes by e-mail, not on screen: the answer is the
 * same whether the person already had this request open (decision 0051), so the notice says
 * where that e-mail goes in either case.
 */
export function SentNotice({ email }: { receipt: Receipt; email: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the focus goes to what replaced it, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md">
      <Notice color="green" icon={<IconCircleCheck aria-hidden />}>
        <Stack gap="xs">
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            {t('preRegister.request.sent.title')}
          </Title>
          <Text>{t('preRegister.request.sent.email', { email })}</Text>
          <Text fz="sm">{t('preRegister.request.sent.alreadyOpen')}</Text>
        </Stack>
      </Notice>
      <HomeLink />
    </Stack>
  );
}
