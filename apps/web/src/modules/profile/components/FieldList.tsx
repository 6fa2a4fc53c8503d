import { DataList, useMatches } from '@mantine/core';

export type Field = { key: string; label: string; value: string };

/** Label beside value from 768 px; stacked on a phone so long e-mails keep their room. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <DataList orientation={orientation} labelWidth={180} withDivider>
      {fields.map((field) => (
        <DataList.Item key={field.key}>
          <DataList.ItemLabel>{field.label}</DataList.ItemLabel>
          <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
            {field.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
