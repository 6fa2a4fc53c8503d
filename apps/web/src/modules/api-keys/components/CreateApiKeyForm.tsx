import {
  type CreateApiKeyInput,
  type CreatedApiKey,
  createApiKeyInputSchema,
} from '@aptovial/shared';
import { NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import type { Option } from '../../../shared/reference/useStateNames';
import { useCreateApiKey } from '../api/apiKeys';
import type { ApiKeysAccess } from '../apiKeysScope';

type CreateApiKeyFormProps = {
  access: ApiKeysAccess;
  stateOptions: readonly Option[];
  stateName: (code: string) => string;
  onCreated: (created: CreatedApiKey) => void;
};

type KeyValues = { name: string; scope: string; state: string; webhookUrl: string };

/**
 * One key, one scope (the API's rule): read the change feed, or receive it as webhooks at the
 * subscriber URL. The state is the API's rule too: fixed for a college Admin with a state, asked
 * of one without, optional (every state) for INTT's Admin.
 */
export function CreateApiKeyForm({
  access,
  stateOptions,
  stateName,
  onCreated,
}: CreateApiKeyFormProps) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const stateMessage = t('apiKeys.form.stateRequired');
  const schema: z.ZodType<CreateApiKeyInput> = access.stateRequired
    ? createApiKeyInputSchema.refine((input) => Boolean(input.state), {
        path: ['state'],
        message: stateMessage,
      })
    : createApiKeyInputSchema;
  const form = useZodForm<KeyValues, CreateApiKeyInput>({
    initialValues: { name: '', scope: 'certificates:read', state: '', webhookUrl: '' },
    schema,
    toInput: (values) => ({
      name: values.name,
      scope: values.scope,
      state: access.fixedState ?? (values.state === '' ? null : values.state),
      webhookUrl: values.scope === 'events:receive' ? values.webhookUrl.trim() : null,
    }),
  });
  const receives = form.values.scope === 'events:receive';

  const submit = form.onSubmit((input) => {
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => reportFormError(error, form, t('apiKeys.form.failed')),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('apiKeys.form.name')}
          description={t('apiKeys.form.nameHint')}
          required
          maxLength={80}
          data-autofocus
          {...form.inputProps('name')}
        />
        <Radio.Group
          label={t('apiKeys.form.scope')}
          required
          value={form.values.scope}
          onChange={(value) => form.setValue('scope', value)}
          error={form.errors.scope}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="certificates:read" label={t('apiKeys.scope.read')} />
            <Radio value="events:receive" label={t('apiKeys.scope.receive')} />
          </Stack>
        </Radio.Group>
        {access.fixedState === null ? (
          <NativeSelect
            label={t('apiKeys.form.state')}
            required={access.stateRequired}
            data={[
              {
                value: '',
                label: access.stateRequired ? t('apiKeys.form.choose') : t('apiKeys.allStates'),
              },
              ...stateOptions,
            ]}
            value={form.values.state}
            error={form.errors.state}
            onChange={(event) => form.setValue('state', event.currentTarget.value)}
          />
        ) : (
          <Text fz="sm">
            {t('apiKeys.form.fixedState', { state: stateName(access.fixedState) })}
          </Text>
        )}
        {receives && (
          <TextInput
            label={t('apiKeys.form.webhookUrl')}
            description={t('apiKeys.form.webhookHint')}
            type="url"
            inputMode="url"
            required
            maxLength={500}
            placeholder="https://"
            {...form.inputProps('webhookUrl')}
          />
        )}
        <SubmitButton pending={create.isPending}>{t('apiKeys.form.save')}</SubmitButton>
      </Stack>
    </form>
  );
}
