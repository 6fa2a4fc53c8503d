import { createOperativeInputSchema, pathTo, todayInCaracas } from '@aptovial/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFocusOnErrors } from '../../../shared/forms/keyboardForm';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { toast } from '../../../shared/ui/alerts';
import { useCreateOperative } from '../api/createOperative';
import { useApplicantsCount, usePriceInForce } from '../api/operativeFigures';
import { operativesKeys } from '../operativesScope';
import { reportCreateFailure } from './createFailure';
import {
  checkOperative,
  coordinateText,
  emptyOperative,
  type MapPin,
  type OperativeValues,
} from './operativeValues';

/**
 * The new operative's form: its fields, the figures it sends without asking (price in force,
 * applicants of the place), the checks before sending, and what follows the answer.
 */
export function useOperativeForm(ownState: string | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm<OperativeValues, unknown>({
    initialValues: emptyOperative(ownState),
    schema: createOperativeInputSchema,
  });
  const { values } = form;
  const municipality = values.municipality === '' ? null : Number(values.municipality);
  const price = usePriceInForce();
  const applicants = useApplicantsCount(values.state, municipality);
  const create = useCreateOperative();
  const refused = useFocusOnErrors(formRef, form.errors);

  const setState = (state: string) => {
    form.setValue('state', state);
    form.setValue('municipality', '');
  };
  const pick = ({ latitude, longitude }: MapPin) => {
    form.setValue('latitude', coordinateText(latitude));
    form.setValue('longitude', coordinateText(longitude));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (price.data === undefined) return;
    const figures = { price: price.data.amountBolivares, totalUsers: applicants.data };
    const checked = checkOperative(values, figures, todayInCaracas());
    if ('errors' in checked) {
      refused();
      form.setServerErrors(checked.errors);
      return;
    }
    create.mutate(checked.input, {
      onSuccess: (operative) => {
        void toast({ title: t('operativeCreate.created', { place: operative.municipalityName }) });
        navigate(pathTo('record'), { state: { createdOperative: operative.id } });
      },
      onError: (error) => {
        refused();
        reportCreateFailure(error, t, {
          setServerErrors: form.setServerErrors,
          openRecord: () => navigate(pathTo('record')),
          reloadPrice: () => void client.invalidateQueries({ queryKey: operativesKeys.price }),
        });
      },
    });
  };

  return { form, formRef, price, applicants, create, setState, pick, submit };
}
