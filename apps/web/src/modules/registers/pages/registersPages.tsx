import { mayManageRoadCredentials } from '@aptovial/shared';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { PublicPaymentsNotice } from '../../commissions/index';
import { CredentialAction } from '../../road-medicine/index';
import { RegisterSearch } from '../components/RegisterSearch';
import { RegistersList } from '../components/RegistersList';
import { RegistersPage } from './RegistersPage';

/** The registers pages the route table loads lazily, as one chunk. */

/** Lista-medicos (listMedics): the college's registers, created and edited here. */
export function MedicsListPage() {
  const { t } = useTranslation();
  return (
    <RegistersPage
      scope="college"
      title={t('registers.listTitle')}
      description={t('registers.listLead')}
    >
      {(session, access) => (
        <>
          {/* The college's home: its Admin sees here what stops the public from paying. */}
          <PublicPaymentsNotice session={session} />
          <RegistersList
            scope="college"
            session={session}
            access={access}
            emptyText={t('registers.empty')}
            exportName="registros.xlsx"
          />
        </>
      )}
    </RegistersPage>
  );
}

const ROAD_MEDICINE_ONLY = { medicVial: true } as const;

/**
 * Medicos-Habilitados (listMedicVial): the same list, road-medicine enabled medics only. The
 * road-medicine Admin opens it too, to grant credentials (the server shows them nothing else).
 */
export function MedicVialListPage() {
  const { t } = useTranslation();
  const scope = useVerifiedSession()?.module === 'medicVial' ? 'road' : 'college';
  return (
    <RegistersPage
      scope={scope}
      title={t('registers.vialTitle')}
      description={t('registers.vialLead')}
    >
      {(session, access) => (
        <RegistersList
          scope={scope}
          session={session}
          access={{ ...access, canWrite: false }}
          fixed={ROAD_MEDICINE_ONLY}
          emptyText={t('registers.emptyVial')}
          exportName="medicos-habilitados.xlsx"
          rowAction={
            mayManageRoadCredentials(session)
              ? (register) => <CredentialAction register={register} session={session} />
              : undefined
          }
        />
      )}
    </RegistersPage>
  );
}

/** Medicos (searchMedic): one person's register by dni. */
export function SearchMedicPage() {
  const { t } = useTranslation();
  return (
    <RegistersPage
      scope="college"
      title={t('registers.searchTitle')}
      description={t('registers.searchLead')}
    >
      {() => <RegisterSearch scope="college" />}
    </RegistersPage>
  );
}

/** Medicos-INTT (searchMedicsINTT): the institute looks a medic up, with the list below. */
export function InttMedicsPage() {
  const { t } = useTranslation();
  return (
    <RegistersPage
      scope="INTT"
      title={t('registers.inttTitle')}
      description={t('registers.inttLead')}
    >
      {(session, access) => (
        <Stack gap="xl">
          <RegisterSearch scope="INTT" />
          <Stack gap="md" component="section" aria-labelledby="intt-medics-list">
            <Title order={2} size="h3" id="intt-medics-list">
              {t('registers.inttListTitle')}
            </Title>
            <RegistersList
              scope="INTT"
              session={session}
              access={access}
              emptyText={t('registers.emptyIntt')}
              exportName="medicos-intt.xlsx"
            />
          </Stack>
        </Stack>
      )}
    </RegistersPage>
  );
}
