import type { SessionUser } from '@aptovial/shared';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import defaultAvatar from '../../../assets/avatar-default.svg';
import { messageOf } from '../../../shared/api/errorMessage';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { errorAlert, toast } from '../../../shared/ui/alerts';
import { useUploadPhoto } from '../api/uploadPhoto';
import { isAcceptablePhoto, PHOTO_TYPES } from '../photoFile';

/** Picks a photo, checks its type and size here, uploads it, and shows the new one at once. */
export function PhotoForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const upload = useUploadPhoto();

  const onPick = (file: File | null) => {
    if (file === null) return;
    if (!isAcceptablePhoto(file)) {
      void errorAlert(t('updateProfile.photoInvalid'));
      return;
    }
    upload.mutate(
      { module: user.type, file },
      {
        onSuccess: (image) => {
          useSessionStore.getState().setImage(image);
          void toast({ title: t('updateProfile.photoSaved') });
        },
        onError: (error) => void errorAlert(messageOf(error, t('updateProfile.photoFailed'))),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap">
        <Avatar
          src={user.image ?? defaultAvatar}
          alt={t('layout.avatarAlt')}
          size={96}
          radius="xl"
        />
        <Text size="sm" c="dimmed">
          {t('updateProfile.photoHint')}
        </Text>
      </Group>
      <FileButton onChange={onPick} accept={PHOTO_TYPES.join(',')}>
        {(props) => (
          <Button
            {...props}
            size="md"
            h={48}
            fullWidth
            variant="light"
            loading={upload.isPending}
            disabled={upload.isPending}
            leftSection={<IconPhotoUp size={20} stroke={1.6} aria-hidden="true" />}
          >
            {t('updateProfile.choosePhoto')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
