import type { PreRegistration } from '@aptovial/shared';
import { Button, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { type PreRegisterSearch, searchIsComplete } from '../api/searchPreRegister';
import { gradeNames } from '../requestTexts';

type MatchesProps = {
  /** The search last asked for; null before the first. */
  asked: PreRegisterSearch | null;
  found: UseQueryResult<PreRegistration[]>;
  choosing: number | null;
  onChoose: (id: number) => void;
};

/** What a search found: requests to choose from, or why there is none. */
export function Matches({ asked, found, choosing, onChoose }: MatchesProps) {
  const { t } = useTranslation();
  if (asked === null) return null;
  // docs/product/rules.md: nothing is asked without both a type and a text.
  if (!searchIsComplete(asked)) {
    return (
      <Text fz="sm" role="status">
        {t('preRegister.pick.incomplete')}
      </Text>
    );
  }
  if (found.isPending) {
    return (
      <Text fz="sm" role="status">
        {t('preRegister.pick.searching')}
      </Text>
    );
  }
  if (found.isError) {
    return (
      <Text c="red" role="alert" fz="sm">
        {messageOf(found.error, t('preRegister.pick.failed'))}
      </Text>
    );
  }
  if (found.data.length === 0) {
    return (
      <Text fz="sm" role="status">
        {t('preRegister.pick.none')}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap={6}
      aria-label={t('preRegister.pick.results')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {found.data.map((request) => (
        <li key={request.id}>
          <Button
            type="button"
            variant="default"
            fullWidth
            justify="flex-start"
            loading={choosing === request.id}
            styles={{
              root: { height: 'auto', minHeight: 40, paddingBlock: 6 },
              label: { whiteSpace: 'normal', textAlign: 'left' },
            }}
            onClick={() => onChoose(request.id)}
          >
            {t('preRegister.pick.match', {
              id: request.id,
              dni: `${request.nationality}-${request.dni}`,
              name: `${request.names} ${request.lastNames}`,
              type: request.typeCertifields,
              grades: gradeNames(request.grades),
            })}
          </Button>
        </li>
      ))}
    </Stack>
  );
}
