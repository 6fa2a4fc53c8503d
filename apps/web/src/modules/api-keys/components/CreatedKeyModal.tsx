import type { CreatedApiKey } from '@aptovial/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A secret with its copy button: the text selectable too, for a browser without a clipboard. */
function Secret({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600} fz="sm">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code block style={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('apiKeys.shown.copied') : copyLabel}>
              <ActionIcon
                variant="light"
                size="lg"
                color={copied ? 'green' : 'blue'}
                aria-label={copyLabel}
                onClick={copy}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

type CreatedKeyModalProps = { created: CreatedApiKey | null; onClose: () => void };

/**
 * The one showing of a new key (decision 0085) and, for a webhook key, its signing secret (0086):
 * only their HMAC is kept, so once closed nobody can read them again. No click outside closes it.
 */
export function CreatedKeyModal({ created, onClose }: CreatedKeyModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t('apiKeys.shown.title')}
      closeOnClickOutside={false}
      size="lg"
    >
      {created !== null && (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
            {t('apiKeys.shown.warning')}
          </Alert>
          <Secret
            label={t('apiKeys.shown.key', { name: created.name })}
            value={created.key}
            copyLabel={t('apiKeys.shown.copyKey')}
          />
          {created.signingSecret !== null && (
            <Secret
              label={t('apiKeys.shown.secret')}
              value={created.signingSecret}
              copyLabel={t('apiKeys.shown.copySecret')}
            />
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('apiKeys.shown.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
