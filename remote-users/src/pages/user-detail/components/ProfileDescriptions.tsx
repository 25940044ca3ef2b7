import { formatDate, type Profile } from '@banca/shared-auth';
import { Descriptions } from 'antd';
import { COUNTRIES, DOCUMENT_TYPES, LANGUAGES, labelOf, ROLES } from '../../../labels';

/** The Profile tab's fields, read-only (SPEC.md 2.6). */
export function ProfileDescriptions({ profile }: { profile: Profile }) {
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'first_name', label: 'Nombre', children: profile.first_name },
        { key: 'last_name', label: 'Apellido', children: profile.last_name },
        { key: 'document_type', label: 'Tipo de documento', children: labelOf(DOCUMENT_TYPES, profile.document_type) },
        { key: 'document_number', label: 'Número de documento', children: profile.document_number },
        { key: 'email', label: 'Correo', children: profile.email },
        { key: 'phone', label: 'Teléfono', children: profile.phone || '—' },
        { key: 'role', label: 'Rol', children: labelOf(ROLES, profile.role) },
        { key: 'language', label: 'Idioma', children: labelOf(LANGUAGES, profile.language) },
        { key: 'country', label: 'País', children: labelOf(COUNTRIES, profile.country) },
        { key: 'timezone', label: 'Zona horaria', children: profile.timezone || '—' },
        { key: 'registration_date', label: 'Fecha de registro', children: formatDate(profile.registration_date) },
      ]}
    />
  );
}
