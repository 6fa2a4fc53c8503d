import { roleName, rolesCreatableBy, statesAllowedFor, type UserListItem } from '@aptovial/shared';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { useReferenceData } from '../../../shared/reference/referenceData';
import type { Option } from '../../../shared/reference/useStateNames';
import type { VerifiedSession } from '../../../shared/session/sessionStore';
import { toast } from '../../../shared/ui/alerts';
import { useSaveUser } from '../api/saveUser';
import { initialUserValues, toSaveInput, userSaveSchema } from '../userFormValues';
import type { UsersAccess, UsersScope } from '../usersScope';
import { UserFormFields } from './UserFormFields';

type UserFormProps = {
  scope: UsersScope;
  session: VerifiedSession;
  access: UsersAccess;
  /** null creates a user. */
  user: UserListItem | null;
  onDone: () => void;
};

/** Create or edit a user: only the roles and states this session may grant are offered. */
export function UserForm({ scope, session, access, user, onDone }: UserFormProps) {
  const { t } = useTranslation();
  const reference = useReferenceData();
  const save = useSaveUser();
  const allStates = reference.data?.states ?? [];
  const allowedStates = statesAllowedFor(
    { role: session.role, state: session.user.state },
    allStates.map((state) => state.as),
  );
  const form = useZodForm({
    initialValues: initialUserValues(user, allowedStates),
    schema: userSaveSchema(scope, user),
    toInput: (values) => toSaveInput(values, user),
  });

  // The Admin editing the other college's account grants that college's roles, as the API does.
  const roleCodes = new Set<string>(
    user === null || user.type === session.module
      ? access.creatableRoles
      : rolesCreatableBy({ module: user.type, role: session.role }),
  );
  if (user !== null) roleCodes.add(user.rol);
  const roleOptions: Option[] = [...roleCodes].map((code) => ({
    value: code,
    label: roleName(code),
  }));
  const stateCodes = new Set<string>(allowedStates);
  if (user?.state) stateCodes.add(user.state);
  const stateOptions: Option[] = allStates
    .filter((state) => stateCodes.has(state.as))
    .map((state) => ({ value: state.as, label: state.name }));

  const submit = form.onSubmit((input) => {
    save.mutate(input, {
      onSuccess: () => {
        void toast({ title: t(user === null ? 'users.form.created' : 'users.form.updated') });
        onDone();
      },
      onError: (error) => reportFormError(error, form, t('users.form.failed')),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {reference.isError && (
          <Alert color="red" title={t('users.referenceFailed')}>
            {t('users.referenceHint')}
          </Alert>
        )}
        <UserFormFields
          form={form}
          isNew={user === null}
          roleOptions={roleOptions}
          stateOptions={stateOptions}
        />
        <SubmitButton pending={save.isPending} disabled={reference.data === undefined}>
          {t('users.form.save')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
