import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSerialQueryOptions } from '../api/roadSerial';

/**
 * Road medicine's issue form offers the next free serial of the doctor's lots: it fills an empty
 * serial each time the server answers anew (on opening, and after each certificate issued), and
 * never overwrites one the doctor typed. Answers what the serial field says about it.
 */
export function useOfferedSerial(serial: string, fill: (serial: string) => void): string {
  const { t } = useTranslation();
  const next = useQuery(nextSerialQueryOptions());
  const answered = useRef(0);
  useEffect(() => {
    if (!next.isSuccess || next.dataUpdatedAt === answered.current) return;
    answered.current = next.dataUpdatedAt;
    if (serial === '' && next.data.serial !== null) fill(String(next.data.serial));
  }, [next.isSuccess, next.dataUpdatedAt, next.data, serial, fill]);
  if (next.data?.serial === null) return t('roadCertificates.serial.noneFree');
  if (next.data !== undefined && String(next.data.serial) === serial) {
    return t('roadCertificates.serial.offered', { tp: next.data.numberTP ?? '' });
  }
  return t('certificates.serial.hint');
}
