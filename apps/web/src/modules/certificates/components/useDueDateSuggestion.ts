import { ageOn, suggestedDueDate } from '@aptovial/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import type { ZodForm } from '../../../shared/forms/useZodForm';
import type { CertificateFormState } from '../certificateFormState';
import type { CertificateValues } from '../certificateFormValues';

/** The form's values, and `fill`: a suggestion is no change of the doctor's to lose (drafts). */
type SuggestingForm = CertificateFormState & Pick<ZodForm<CertificateValues, unknown>, 'fill'>;

/**
 * The due date from the grade and the holder's age on the expedition date, as long as the rules
 * of decision 0048 allow (the API checks the same): it fills the field while the field is empty
 * or still holds the previous suggestion, never over a date the doctor typed, who may shorten it.
 * Answers the hint shown under the field (undefined until grade and dates are known).
 */
export function useDueDateSuggestion(form: SuggestingForm): string | undefined {
  const { t } = useTranslation();
  const { grade, birthDate, expeditionDate, dueDate } = form.values;
  const suggestion = suggestedDueDate({ grade, birthDate, expeditionDate });
  // What the field held when the suggestion last changed, and the date this hook last put in.
  const latest = useRef({ dueDate, fill: form.fill });
  latest.current = { dueDate, fill: form.fill };
  const filled = useRef<string | null>(null);
  // Only a new suggestion fills: a doctor who empties the field to type a date is not overruled.
  useEffect(() => {
    const { dueDate: current, fill } = latest.current;
    if (suggestion === null || current === suggestion) return;
    if (current !== '' && current !== filled.current) return;
    filled.current = suggestion;
    fill('dueDate', suggestion);
  }, [suggestion]);
  if (suggestion === null) return undefined;
  return t('roadCertificates.dueSuggestion', {
    grade,
    age: ageOn(birthDate, expeditionDate),
    day: showDay(suggestion),
  });
}
