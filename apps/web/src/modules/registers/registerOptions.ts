import { statesAllowedFor } from '@aptovial/shared';
import { useTranslation } from 'react-i18next';
import { useReferenceData } from '../../shared/reference/referenceData';
import type { VerifiedSession } from '../../shared/session/sessionStore';
import type { RegistersAccess } from './registersScope';

export type Option = { value: string; label: string };

const asOptions = (list: readonly string[]): Option[] =>
  list.map((value) => ({ value, label: value }));

/** The choices the filters and the form offer this session, from the reference data. */
export function useRegisterOptions(session: VerifiedSession, access: RegistersAccess) {
  const { t } = useTranslation();
  const reference = useReferenceData();
  const data = reference.data;
  const allStates = data?.states ?? [];
  const allowed = new Set(
    statesAllowedFor(
      { role: session.role, state: session.user.state },
      allStates.map((state) => state.as),
    ),
  );
  const specialtiesOf = (type: string): Option[] => {
    if (type === 'nurse') return asOptions(data?.specialtiesNurses ?? []);
    if (type === 'medic') return asOptions(data?.specialties ?? []);
    // A list of both types (Admin, no type chosen) filters by either's specialties.
    const both = new Set(access.types.flatMap((each) => specialtiesOf(each).map((o) => o.value)));
    return asOptions([...both]);
  };
  const fromCatalogue = (list: readonly { as: string; name: string }[] | undefined): Option[] =>
    (list ?? []).map((item) => ({ value: item.as, label: item.name }));
  return {
    reference,
    /** docs/product/roles.md: Admin every state, everyone else their own. */
    allowedStates: [...allowed],
    stateOptions: allStates
      .filter((state) => allowed.has(state.as))
      .map((state) => ({ value: state.as, label: state.name })),
    allStateOptions: fromCatalogue(allStates),
    typeOptions: access.types.map((type) => ({ value: type, label: t(`registers.types.${type}`) })),
    specialtiesOf,
    degreeOptions: asOptions(data?.academicDegrees ?? []),
    certificateTypeOptions: fromCatalogue(data?.typeCertifields),
    gradeOptions: fromCatalogue(data?.grades),
  };
}

export type RegisterOptions = ReturnType<typeof useRegisterOptions>;
