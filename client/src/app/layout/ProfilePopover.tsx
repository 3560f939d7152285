import { Avatar, Box, Button, Popover, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuLogOut, LuSettings } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import blankAvatar from '../../assets/blank-avatar.svg';
import { useSession } from '../session/SessionProvider';
import { hasUser } from '../session/types';

export function ProfilePopover() {
  const { state, logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  if (!hasUser(state.user)) return null;
  const { firstName, lastName, email, profileImageUrl } = state.user;
  const fullName = `${firstName} ${lastName}`.trim();
  const avatar = (size: 'sm' | 'lg') => (
    <Avatar.Root size={size}>
      <Avatar.Image src={profileImageUrl ?? blankAvatar} alt="" />
      <Avatar.Fallback name={fullName} />
    </Avatar.Root>
  );

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button variant="ghost" borderRadius="full" p="0" minW="auto" h="auto" aria-label="Open profile menu">
          {avatar('sm')}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="72" aria-label="Profile">
            <Popover.Body p="4">
              <Stack gap="4">
                <Stack direction="row" gap="3" align="center">
                  {avatar('lg')}
                  <Box minW="0">
                    <Text fontWeight="semibold" truncate>
                      {fullName}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {email}
                    </Text>
                  </Box>
                </Stack>
                <Separator />
                <Stack gap="1">
                  <Button
                    variant="ghost"
                    justifyContent="flex-start"
                    onClick={() => {
                      setOpen(false);
                      navigate('/settings');
                    }}
                  >
                    <LuSettings /> Settings
                  </Button>
                  <Button
                    variant="ghost"
                    justifyContent="flex-start"
                    loading={leaving}
                    onClick={async () => {
                      setLeaving(true);
                      await logout();
                      setLeaving(false);
                    }}
                  >
                    <LuLogOut /> Logout
                  </Button>
                </Stack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
