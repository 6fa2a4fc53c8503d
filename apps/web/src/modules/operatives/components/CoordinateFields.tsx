import { VENEZUELA_BOUNDS } from '@aptovial/shared';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Field = {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

type CoordinateFieldsProps = { latitude: Field; longitude: Field };

const decimal = (value: number) => String(value).replace('.', ',');

/**
 * The pin as two numbers, typed by hand (with a comma or a point): the keyboard's way to the
 * place, and the only one when the map cannot be shown. Typing moves the map's pin.
 */
export function CoordinateFields({ latitude, longitude }: CoordinateFieldsProps) {
  const { t } = useTranslation();
  const { south, north, west, east } = VENEZUELA_BOUNDS;
  const common = {
    inputMode: 'decimal',
    autoComplete: 'off',
    required: true,
    maxLength: 14,
  } as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label={t('operativeCreate.fields.latitude')}
        description={t('operativeCreate.fields.latitudeHint', {
          from: decimal(south),
          to: decimal(north),
        })}
        {...common}
        {...latitude}
      />
      <TextInput
        label={t('operativeCreate.fields.longitude')}
        description={t('operativeCreate.fields.longitudeHint', {
          from: decimal(west),
          to: decimal(east),
        })}
        {...common}
        {...longitude}
      />
    </SimpleGrid>
  );
}
