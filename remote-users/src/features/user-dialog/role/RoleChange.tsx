import type { Profile, Role } from '@banca/contracts';
import { FormDialog, ROLE_LABELS, useConfirm } from '@banca/kit';
import { Button, Flex, Form, Select } from 'antd';
import { useKnownPages } from '@banca/shared-auth';
import { useState } from 'react';

import { useFeedback } from '../hooks/useFeedback';
import { describeRoleChange, menuPagesOf } from './roleChange';
import { ROLE_OPTIONS } from './roleOptions';
import { useChangeRole } from './useChangeRole';

export const ROLE_CHANGED = 'Rol cambiado correctamente. Se cerraron las sesiones del usuario.';

/**
 * 'Cambiar rol' beside a user's role: a small dialog to choose the new one, then a confirmation
 * that says what changes for the person (pages, data, sessions). A refusal (a booth owner may only
 * be a client) is said in the dialog, with its reason.
 */
export function RoleChange({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const change = useChangeRole(profile.id);
  const confirm = useConfirm();
  const feedback = useFeedback();
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  // The menu's pages as the loaded manifests name them (in standalone mode, this remote's own).
  const pageOf = useKnownPages();

  const save = async ({ role }: { role: Role }) => {
    const confirmed = await confirm({
      title: 'Confirmar cambio de rol',
      message: describeRoleChange(name, profile.role, role, menuPagesOf(pageOf)),
      confirmText: `Cambiar a ${ROLE_LABELS[role]}`,
      danger: true,
    });
    if (!confirmed) return false;
    await change.mutateAsync(role);
    feedback.success(ROLE_CHANGED);
    setOpen(false);
    return true;
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Cambiar rol</Button>
      <FormDialog<{ role: Role }> open={open} title={`Cambiar el rol de ${name}`} onClose={() => setOpen(false)} onSubmit={save}>
        <Form.Item
          name="role"
          label="Nuevo rol"
          rules={[{ required: true, message: 'Elige el nuevo rol.' }]}
          extra={`Ahora: ${ROLE_LABELS[profile.role]}.`}
        >
          <Select
            placeholder="Selecciona un rol"
            aria-label="Nuevo rol"
            options={ROLE_OPTIONS.filter((option) => option.value !== profile.role)}
          />
        </Form.Item>
      </FormDialog>
    </>
  );
}

/** The role of an existing user as the Perfil tab shows it: the role, and for an administrator the way to change it. */
export function RoleField({ profile, mayChange, own }: { profile: Profile; mayChange: boolean; own: boolean }) {
  return (
    <Form.Item
      label="Rol"
      htmlFor="user-role"
      extra={
        mayChange
          ? own
            ? 'No puedes cambiar tu propio rol: pídeselo a otro administrador.'
            : 'Cambiarlo cierra las sesiones abiertas del usuario.'
          : undefined
      }
    >
      <Flex gap={8}>
        <Select id="user-role" aria-label="Rol" value={profile.role} options={ROLE_OPTIONS} disabled style={{ flex: 1, minWidth: 0 }} />
        {mayChange && !own && <RoleChange profile={profile} />}
      </Flex>
    </Form.Item>
  );
}
