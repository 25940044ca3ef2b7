import { formatDateTime, useAccess } from '@banca/kit';
import { Alert, Tabs } from 'antd';
import { useState } from 'react';
import { useUserProfile } from './hooks/useUserProfile';
import { useUserSecurity } from './hooks/useUserSecurity';
import { CreditTab } from './tabs/CreditTab';
import { SellerAccountsTab } from './tabs/SellerAccountsTab';
import { ModulesTab } from './tabs/ModulesTab';
import { ProfileTab } from './tabs/ProfileTab';
import { SecurityTab } from './tabs/SecurityTab';
import { SettingsTab } from './tabs/SettingsTab';

export const LOCKED_TABS_HINT = 'Las demás opciones (Configuración, Módulos y Seguridad) se habilitan después de crear el usuario.';

export interface UserTabsProps {
  /** The user, or null to create one. */
  userId: number | null;
  /** A user was created (the tabs then show it). */
  onCreated?: (id: number) => void;
  /** A change the users list shows was saved (profile, status, lock, deletion). */
  onChanged?: () => void;
}

/**
 * The user's tabs, in the user dialog and on the user's page: Perfil always;
 * Configuración, Módulos and Seguridad once the user exists; Crédito for a booth owner; Cuentas de
 * terminal for a «Vendedor de Tickets» (the seller accounts linked to it). An operator sees everything
 * read-only, and so does anyone a deleted user.
 */
export function UserTabs({ userId, onCreated, onChanged }: UserTabsProps) {
  const { allows } = useAccess();
  const security = useUserSecurity(userId);
  const profile = useUserProfile(userId);
  const isTicketSeller = profile.data?.data.role === 'ticket_seller';
  const isOwner = profile.data?.data.role === 'client';
  const [tab, setTab] = useState('profile');
  const deletedAt = security.data?.deletedat ?? null;
  const readOnly = !allows('users:write') || deletedAt !== null;
  const creating = userId === null;

  const saved = (id: number) => {
    if (creating) onCreated?.(id);
    onChanged?.();
  };

  const items = [
    { key: 'profile', label: 'Perfil', children: <ProfileTab userId={userId} readOnly={readOnly} onSaved={saved} /> },
    ...(userId === null
      ? []
      : [
          { key: 'settings', label: 'Configuración', children: <SettingsTab userId={userId} readOnly={readOnly} /> },
          { key: 'modules', label: 'Módulos', children: <ModulesTab userId={userId} readOnly={readOnly} /> },
          { key: 'security', label: 'Seguridad', children: <SecurityTab userId={userId} readOnly={readOnly} onChanged={onChanged} /> },
          // A booth owner's credit with the banca, per currency.
          ...(isOwner ? [{ key: 'credit', label: 'Crédito', children: <CreditTab userId={userId} readOnly={readOnly} /> }] : []),
          // A «Vendedor de Tickets» sees in the back-office what the seller accounts linked to it sell.
          ...(isTicketSeller
            ? [{ key: 'accounts', label: 'Cuentas de terminal', children: <SellerAccountsTab userId={userId} readOnly={readOnly} /> }]
            : []),
        ]),
  ];

  return (
    <>
      {deletedAt && (
        <Alert
          type="warning"
          showIcon
          title={`Usuario eliminado el ${formatDateTime(deletedAt)}: sus datos ya no se pueden modificar.`}
          style={{ marginBottom: 12 }}
        />
      )}
      {creating && <Alert type="info" showIcon title={LOCKED_TABS_HINT} style={{ marginBottom: 12 }} />}
      <Tabs activeKey={tab} onChange={setTab} items={items} />
    </>
  );
}
