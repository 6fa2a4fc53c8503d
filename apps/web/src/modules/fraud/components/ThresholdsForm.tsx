import type { FraudThresholdKey, UpdateFraudThresholdsInput } from '@aptovial/shared';
import { Button, Group, Loader, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { countText } from '../../../shared/i18n/plural';
import { errorAlert, toast } from '../../../shared/ui/alerts';
import { fraudThresholdsOptions, recalculateFraud, saveFraudThresholds } from '../api/fraud';
import { fraudKeys } from '../fraudScope';

/** The Admins' thresholds (whole numbers within their limits) and the "Recalcular" button. */
export function ThresholdsForm() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const thresholds = useQuery(fraudThresholdsOptions());
  const [values, setValues] = useState<Partial<Record<FraudThresholdKey, number>>>({});
  useEffect(() => {
    if (thresholds.data) {
      setValues(Object.fromEntries(thresholds.data.map((one) => [one.key, one.value])));
    }
  }, [thresholds.data]);
  const refresh = () => client.invalidateQueries({ queryKey: fraudKeys.all });
  const save = useMutation({
    mutationFn: (input: UpdateFraudThresholdsInput) => saveFraudThresholds(input),
    onSuccess: async () => {
      await refresh();
      void toast({ icon: 'success', title: t('fraud.thresholds.saved') });
    },
    onError: (error) => void errorAlert(messageOf(error, t('fraud.thresholds.saveFailed'))),
  });
  const recalc = useMutation({
    mutationFn: recalculateFraud,
    onSuccess: async (summary) => {
      await refresh();
      void toast({
        icon: 'success',
        title: summary.ran
          ? countText(i18n, 'fraud.recalc.done', summary.inserted, summary)
          : t('fraud.recalc.busy', summary),
      });
    },
    onError: (error) => void errorAlert(messageOf(error, t('fraud.recalc.failed'))),
  });
  if (thresholds.isPending) return <Loader aria-label={t('fraud.loading')} />;
  if (!thresholds.data) return <Text c="red">{t('fraud.thresholds.loadFailed')}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('fraud.thresholds.lead')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {thresholds.data.map((one) => (
          <NumberInput
            key={one.key}
            label={t(`fraud.thresholds.${one.key}`)}
            description={t('fraud.thresholds.range', one)}
            min={one.min}
            max={one.max}
            allowDecimal={false}
            value={values[one.key] ?? one.value}
            onChange={(value) =>
              setValues({ ...values, [one.key]: typeof value === 'number' ? value : undefined })
            }
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" loading={recalc.isPending} onClick={() => recalc.mutate()}>
          {t('fraud.recalc.button')}
        </Button>
        <Button loading={save.isPending} onClick={() => save.mutate(values)}>
          {t('fraud.thresholds.save')}
        </Button>
      </Group>
    </Stack>
  );
}
