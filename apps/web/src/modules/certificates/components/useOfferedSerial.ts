import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSerialQueryOptions } from '../api/roadSerial';

/**
 * Road medicine's issue form offers the next free serial of the doctor's lots: it fills an empty
 * serial (or the one it offered before, untouched) each time the server answers anew (on opening,
 * and after each certificate issued), and never overwrites one the doctor typed. Only a fresh
 * answer is offered: a form opened right after the last one issued found the cached answer naming
 * the serial just used, and kept it (the operative journey failed so). Answers what the serial
 * field says about it.
 */
export function useOfferedSerial(serial: string, fill: (serial: string) => void): string {
  const { t } = useTranslation();
  const next = useQuery(nextSerialQueryOptions());
  const answered = useRef(0);
  const offered = useRef<string | null>(null);
  useEffect(() => {
    if (!next.isSuccess || next.isFetching || next.dataUpdatedAt === answered.current) return;
    answered.current = next.dataUpdatedAt;
    const untouched = serial === '' || serial === offered.current;
    if (!untouched || next.data.serial === null) return;
    offered.current = String(next.data.serial);
    fill(offered.current);
  }, [next.isSuccess, next.isFetching, next.dataUpdatedAt, next.data, serial, fill]);
  if (next.data?.serial === null) return t('roadCertificates.serial.noneFree');
  if (!next.isFetching && next.data !== undefined && String(next.data.serial) === serial) {
    return t('roadCertificates.serial.offered', { tp: next.data.numberTP ?? '' });
  }
  return t('certificates.serial.hint');
}
