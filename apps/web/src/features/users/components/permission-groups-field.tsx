import { Checkbox, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { PERMISSION_GROUPS, type Permission, type PermissionGroup } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { permissionNameKey } from './permission-names';

const GROUPS = Object.keys(PERMISSION_GROUPS) as PermissionGroup[];

/** Permissions picked by group: a box per group that ticks all of it, and one per permission. */
export function PermissionGroupsField({
  value,
  onChange,
}: {
  value: Permission[];
  onChange: (next: Permission[]) => void;
}) {
  const { t } = useTranslation('users');
  const selected = new Set(value);
  const setMany = (perms: readonly Permission[], on: boolean) => {
    const next = new Set(selected);
    for (const p of perms) {
      if (on) next.add(p);
      else next.delete(p);
    }
    onChange([...next]);
  };
  return (
    <Stack gap="xs" data-testid="user-permissions">
      {GROUPS.map((group) => {
        const perms: readonly Permission[] = PERMISSION_GROUPS[group];
        const count = perms.filter((p) => selected.has(p)).length;
        return (
          <Fieldset
            key={group}
            variant="filled"
            p="xs"
            legend={
              <Group gap="xs">
                <Checkbox
                  size="xs"
                  label={t(`permissionGroups.${group}`)}
                  checked={count === perms.length}
                  indeterminate={count > 0 && count < perms.length}
                  onChange={(event) => setMany(perms, event.currentTarget.checked)}
                  data-testid={`user-permission-group-${group}`}
                />
              </Group>
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4} verticalSpacing={4}>
              {perms.map((permission) => (
                <Checkbox
                  key={permission}
                  size="xs"
                  label={t(permissionNameKey(permission))}
                  // The code stays visible: administrators know permissions by it.
                  description={permission}
                  checked={selected.has(permission)}
                  onChange={(event) => setMany([permission], event.currentTarget.checked)}
                  data-testid={`user-permission-${permission}`}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
