import {
  genderName,
  nationalityName,
  optionalPhoneText,
  type SessionSchoolNumber,
  stateName,
} from '@aptovial/shared';
import type { TFunction } from 'i18next';
import type { Field } from './components/FieldList';

/**
 * The college number of a road-medicine account: number, state and licence
 * (docs/product/entities.md).
 */
export function schoolNumberFields(card: SessionSchoolNumber, t: TFunction): Field[] {
  return [
    { key: 'number', label: t('profile.schoolNumber.number'), value: card.schoolNumber },
    { key: 'state', label: t('profile.fields.state'), value: stateName(card.state) },
    {
      key: 'licenseNumber',
      label: t('profile.schoolNumber.licenseNumber'),
      value: card.licenseNumber ?? t('profile.missing'),
    },
  ];
}

/** The register the number belongs to, read as the person's own data is (docs/product/rules.md). */
export function registerFields({ register }: SessionSchoolNumber, t: TFunction): Field[] {
  const { names, lastNames, dni, nationality, genders, phone } = register;
  return [
    { key: 'names', label: t('profile.fields.names'), value: names },
    { key: 'lastNames', label: t('profile.fields.lastNames'), value: lastNames },
    { key: 'dni', label: t('profile.fields.dni'), value: `${nationality}-${dni}` },
    {
      key: 'nationality',
      label: t('profile.fields.nationality'),
      value: nationalityName(nationality, genders),
    },
    { key: 'genders', label: t('profile.fields.genders'), value: genderName(genders) },
    { key: 'phone', label: t('profile.fields.phone1'), value: optionalPhoneText(phone) },
  ];
}
