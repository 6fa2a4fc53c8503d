import { createLotInputSchema, type Lot, updateLotInputSchema } from '@aptovial/shared';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import type { Option } from '../../../shared/reference/useStateNames';
import { toast } from '../../../shared/ui/alerts';
import { type SaveLotInput, useSaveLot } from '../api/saveLot';

type LotFormProps = { lot: Lot | null; stateOptions: readonly Option[]; onDone: () => void };

type LotValues = { state: string; initialNumber: string; finalNumber: string; numberTP: string };
type LotOutput = z.output<typeof updateLotInputSchema> | z.output<typeof createLotInputSchema>;

const asNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** Creates or edits a lot; the server's LOT_OVERLAP and LOT_IN_USE land under their field. */
export function LotForm({ lot, stateOptions, onDone }: LotFormProps) {
  const { t } = useTranslation();
  const save = useSaveLot();
  const schema: z.ZodType<LotOutput> = lot === null ? createLotInputSchema : updateLotInputSchema;
  const form = useZodForm<LotValues, LotOutput>({
    initialValues: {
      state: lot?.state ?? '',
      initialNumber: lot === null ? '' : String(lot.initialNumber),
      finalNumber: lot === null ? '' : String(lot.finalNumber),
      numberTP: lot?.numberTP ?? '',
    },
    schema,
    toInput: (values) => ({
      ...(lot === null ? {} : { id: lot.id }),
      state: values.state,
      initialNumber: asNumber(values.initialNumber),
      finalNumber: asNumber(values.finalNumber),
      numberTP: values.numberTP,
    }),
  });
  const digits = (name: 'initialNumber' | 'finalNumber') => ({
    ...form.inputProps(name),
    onChange: (event: { currentTarget: { value: string } }) =>
      form.setValue(name, event.currentTarget.value.replace(/\D/g, '')),
  });

  const submit = form.onSubmit((body) => {
    const input = (
      'id' in body ? { kind: 'update', body } : { kind: 'create', body }
    ) as SaveLotInput;
    save.mutate(input, {
      onSuccess: () => {
        void toast({ title: t(lot === null ? 'lots.form.created' : 'lots.form.updated') });
        onDone();
      },
      onError: (error) => reportFormError(error, form, t('lots.form.failed')),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('lots.form.state')}
          required
          data={[{ value: '', label: t('lots.form.choose') }, ...stateOptions]}
          value={form.values.state}
          error={form.errors.state}
          onChange={(event) => form.setValue('state', event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('lots.form.initialNumber')}
            inputMode="numeric"
            required
            {...digits('initialNumber')}
          />
          <TextInput
            label={t('lots.form.finalNumber')}
            inputMode="numeric"
            required
            {...digits('finalNumber')}
          />
        </SimpleGrid>
        <TextInput
          label={t('lots.form.numberTP')}
          required
          maxLength={30}
          {...form.inputProps('numberTP')}
        />
        <SubmitButton pending={save.isPending}>{t('lots.form.save')}</SubmitButton>
      </Stack>
    </form>
  );
}
