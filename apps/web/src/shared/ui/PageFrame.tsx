import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageFrameProps = {
  title: string;
  description?: string;
  /** Tables need the full width; forms and text read better narrow. */
  wide?: boolean;
  children: ReactNode;
};

/** A page inside the signed-in layout: one h1, an optional lead, narrow enough to read. */
export function PageFrame({ title, description, wide = false, children }: PageFrameProps) {
  return (
    <Container size={wide ? 'xl' : 'sm'} px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description !== undefined && <Text c="dimmed">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
