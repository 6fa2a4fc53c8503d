import type { FieldError } from '@aptovial/shared';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/apiError';
import { codeOf } from '../../../shared/api/errorMessage';
import { errorAlert, infoConfirm } from '../../../shared/ui/alerts';

type Handlers = {
  setServerErrors: (fieldErrors: readonly FieldError[]) => boolean;
  /** "Ver operativos" in the pending notice: the record, where it can be rescheduled or cancelled. */
  openRecord: () => void;
  /** The price changed while the form was open: read the one in force again. */
  reloadPrice: () => void;
};

/**
 * docs/product/errors.md: a pending operative on those dates is an info alert 'Operativo pendiente'
 * with the detail; field refusals go under their fields; any other failure is the error alert
 * 'Error al crear un operativo', with the server's reason when it gave one.
 */
export function reportCreateFailure(error: unknown, t: TFunction, handlers: Handlers): void {
  const code = codeOf(error);
  if (code === 'OPERATIVE_ALREADY_EXISTS_FOR_DATE') {
    void infoConfirm({
      title: t('operativeCreate.pending.title'),
      text: error instanceof ApiError ? error.message : t('operativeCreate.pending.text'),
      denyButtonText: t('operativeCreate.pending.open'),
    }).then((answer) => {
      if (answer?.isDenied) handlers.openRecord();
    });
    return;
  }
  if (error instanceof ApiError && handlers.setServerErrors(error.fieldErrors)) return;
  if (code === 'OPERATIVE_PRICE_MISMATCH') handlers.reloadPrice();
  const failed = t('operativeCreate.failed');
  void errorAlert(error instanceof ApiError ? `${failed}: ${error.message}` : failed);
}
