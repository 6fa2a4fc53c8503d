import { useTranslation } from 'react-i18next';
import { roadCertificatesAccessOf } from '../../certificates/index';
import { ApplicantsList } from '../components/ApplicantsList';
import { NotInProgress, OperativeFrame } from '../components/OperativeFrame';
import { OperativePicker } from '../components/OperativePicker';

/**
 * lista-pre-registros (listPreRegister, `?operativo=<id>`): the operative's applicants, charged
 * and certified at the table; without an operative, the doctor's current ones to choose from.
 */
export function OperativeApplicantsPage() {
  const { t } = useTranslation();
  return (
    <OperativeFrame
      wide
      title={t('operativeField.listTitle')}
      description={t('operativeField.listLead')}
      withoutOperative={<OperativePicker />}
    >
      {(operative, session) => (
        <>
          <NotInProgress operative={operative} />
          <ApplicantsList
            operative={operative}
            issues={roadCertificatesAccessOf(session).issuesNew}
          />
        </>
      )}
    </OperativeFrame>
  );
}
