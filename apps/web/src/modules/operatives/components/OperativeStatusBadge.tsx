import { type OperativeStatus, operativeStatusLabels } from '@aptovial/shared';
import { Badge } from '@mantine/core';

const colours: Record<OperativeStatus, string> = {
  Pending: 'yellow',
  InProgress: 'blue',
  Executed: 'green',
  Cancelled: 'red',
  Rescheduled: 'grape',
};

/** docs/product/entities.md's status in Spanish (Pendiente, En progreso, Finalizado...). */
export function OperativeStatusBadge({ status }: { status: OperativeStatus }) {
  return (
    <Badge color={colours[status]} variant="light">
      {operativeStatusLabels[status]}
    </Badge>
  );
}
