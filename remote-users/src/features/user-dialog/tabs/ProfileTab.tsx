import type { CreateUserForm, Profile, Role } from '@banca/contracts';
import {
  applyFieldErrors,
  COUNTRY_LABELS,
  DOCUMENT_TYPE_LABELS,
  LANGUAGE_LABELS,
  QueryContent,
  optionsOf,
  ROLE_LABELS,
  useVersionedForm,
  type VersionedAnswer,
} from '@banca/kit';
import { Button, Col, Flex, Form, Input, Row, Select, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { levelNameOf } from '../../../shared/labels';
import { firstTimezoneOf } from '../../../shared/timezones';
import {
  MAX_LENGTH,
  MESSAGES,
  emailRules,
  passwordRules,
  phoneRules,
  requiredChoice,
  requiredText,
  usernameRules,
} from '../../../shared/validation';
import { useFeedback } from '../hooks/useFeedback';
import { useSaveProfile } from '../hooks/useSaveProfile';
import { useUserProfile } from '../hooks/useUserProfile';
import { userKeys } from '../../../shared/queryKeys';

/** The form's values: the profile form, plus role, username and password on create. */
type ProfileValues = Omit<CreateUserForm, 'role'> & { role?: Role };

/** A new user starts as DNI, Spanish, Venezuela, America/Caracas. */
export const NEW_USER: ProfileValues = {
  first_name: '',
  last_name: '',
  document_type: 'DNI',
  document_number: '',
  email: '',
  phone: '',
  language: 'es',
  country: 'VE',
  timezone: firstTimezoneOf('VE'),
};

const valuesOf = (profile: Profile): ProfileValues => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  document_type: profile.document_type,
  document_number: profile.document_number,
  email: profile.email,
  phone: profile.phone,
  language: profile.language,
  country: profile.country,
  timezone: profile.timezone,
  role: profile.role,
});

/** What the API takes: the profile form (and, on create, role and the optional username and password). */
function toRequest(values: ProfileValues, creating: boolean): CreateUserForm {
  const form = {
    first_name: values.first_name,
    last_name: values.last_name,
    document_type: values.document_type,
    document_number: values.document_number,
    email: values.email.trim(),
    phone: values.phone?.trim() ?? '',
    language: values.language,
    country: values.country,
    timezone: values.timezone,
  };
  if (!creating) return form as CreateUserForm;
  return {
    ...form,
    role: values.role!,
    ...(values.username?.trim() ? { username: values.username.trim() } : {}),
    ...(values.password ? { password: values.password } : {}),
  };
}

/** Each role with the level the users list shows for it (the same thing under two names). */
const ROLE_OPTIONS = optionsOf(ROLE_LABELS).map(({ value, label }) => {
  const level = levelNameOf(value);
  return {
    value,
    title: label,
    label:
      level === label ? (
        label
      ) : (
        <>
          {label} <Typography.Text type="secondary">· nivel {level}</Typography.Text>
        </>
      ),
  };
});

/**
 * The Profile tab: every profile field, validated; the timezone follows
 * the country. On create also the role, and an optional username (the e-mail if empty) and
 * password. Read-only: every field disabled and no save button. An edit saves on the version of
 * the profile it was opened with: when someone else changed the user meanwhile, the form keeps what
 * was typed and offers to reload the user.
 */
export function ProfileForm({
  loaded,
  userId,
  readOnly,
  onSaved,
}: {
  /** The profile being edited (none on create). */
  loaded?: VersionedAnswer<Profile>;
  userId: number | null;
  readOnly: boolean;
  onSaved: (id: number) => void;
}) {
  const [form] = Form.useForm<ProfileValues>();
  const save = useSaveProfile(userId);
  const feedback = useFeedback();
  const creating = userId === null;
  const { token } = theme.useToken();
  const version = useVersionedForm({
    form,
    loaded,
    valuesOf,
    record: userKeys.detail(userId ?? 0),
    query: userKeys.profile(userId ?? 0),
  });

  const submit = async (values: ProfileValues) => {
    try {
      const { id, saved } = await save.mutateAsync({ form: toRequest(values, creating), base: version.base });
      if (saved) version.saved(saved);
      feedback.success(creating ? 'Usuario creado correctamente.' : 'Usuario actualizado correctamente.');
      onSaved(id);
    } catch (error) {
      if (version.refused(error)) return;
      // The server's message on each field it refused (a taken username, an unknown timezone...).
      if (!applyFieldErrors(form, error)) feedback.failure(error);
    }
  };

  const field = (node: ReactNode) => (
    <Col xs={24} md={12}>
      {node}
    </Col>
  );

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      name={creating ? 'new-user' : `user-${userId}`}
      initialValues={loaded ? valuesOf(loaded.data) : NEW_USER}
      disabled={readOnly}
      onFinish={submit}
      onValuesChange={(changed: Partial<ProfileValues>) => {
        if ('country' in changed) form.setFieldsValue({ timezone: firstTimezoneOf(changed.country) });
      }}
      requiredMark
      scrollToFirstError
    >
      {version.notice}
      <Row gutter={16}>
        {field(
          <Form.Item name="first_name" label="Nombre" rules={requiredText(MESSAGES.firstName)}>
            <Input maxLength={MAX_LENGTH.firstName} autoComplete="off" autoFocus={creating} />
          </Form.Item>,
        )}
        {field(
          <Form.Item name="last_name" label="Apellido" rules={requiredText(MESSAGES.lastName)}>
            <Input maxLength={MAX_LENGTH.lastName} autoComplete="off" />
          </Form.Item>,
        )}
        {field(
          <Form.Item name="document_type" label="Tipo de documento" rules={requiredChoice(MESSAGES.documentType)}>
            <Select options={optionsOf(DOCUMENT_TYPE_LABELS)} aria-label="Tipo de documento" />
          </Form.Item>,
        )}
        {field(
          <Form.Item name="document_number" label="Número de documento" rules={requiredText(MESSAGES.documentNumber)}>
            <Input maxLength={MAX_LENGTH.documentNumber} autoComplete="off" />
          </Form.Item>,
        )}
        {field(
          <Form.Item name="email" label="Correo" rules={emailRules}>
            <Input type="email" maxLength={MAX_LENGTH.email} autoComplete="off" />
          </Form.Item>,
        )}
        {field(
          <Form.Item name="phone" label="Teléfono" rules={phoneRules}>
            <Input maxLength={MAX_LENGTH.phone} autoComplete="off" />
          </Form.Item>,
        )}
        {field(
          <Form.Item name="language" label="Idioma" rules={requiredChoice(MESSAGES.language)}>
            <Select options={optionsOf(LANGUAGE_LABELS)} aria-label="Idioma" />
          </Form.Item>,
        )}
        {field(
          <Form.Item name="country" label="País" rules={requiredChoice(MESSAGES.country)}>
            <Select options={optionsOf(COUNTRY_LABELS)} aria-label="País" showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>,
        )}
        {field(
          <Form.Item name="timezone" label="Zona horaria" rules={requiredText(MESSAGES.timezone)} tooltip="Se asigna según el país.">
            <Input disabled />
          </Form.Item>,
        )}
        {field(
          <Form.Item
            name="role"
            label="Rol"
            rules={creating ? requiredChoice(MESSAGES.role) : undefined}
            // The API sets the role only on creation (it decides the user's data scope and hierarchy).
            extra={creating || readOnly ? undefined : 'El rol se elige al crear el usuario y no se puede cambiar después.'}
          >
            <Select options={ROLE_OPTIONS} aria-label="Rol" disabled={!creating} placeholder="Selecciona un rol" />
          </Form.Item>,
        )}
        {creating && (
          <>
            {field(
              <Form.Item name="username" label="Usuario" rules={usernameRules} extra="Opcional: si lo dejas vacío, se usa el correo.">
                <Input maxLength={MAX_LENGTH.username} autoComplete="off" />
              </Form.Item>,
            )}
            {field(
              <Form.Item
                name="password"
                label="Contraseña"
                rules={passwordRules(false)}
                extra="Opcional: sin contraseña, el usuario no podrá entrar hasta que se le asigne una."
              >
                <Input.Password maxLength={MAX_LENGTH.password} autoComplete="new-password" />
              </Form.Item>,
            )}
          </>
        )}
      </Row>
      {!readOnly && (
        // Kept in view at the bottom of the scrolling dialog.
        <Flex justify="end" style={{ position: 'sticky', bottom: 0, zIndex: 1, paddingBlock: 12, background: token.colorBgElevated }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Guardar
          </Button>
        </Flex>
      )}
    </Form>
  );
}

/** The Profile tab of a user (or empty for a new one). */
export function ProfileTab({ userId, readOnly, onSaved }: { userId: number | null; readOnly: boolean; onSaved: (id: number) => void }) {
  const profile = useUserProfile(userId);
  if (userId === null) return <ProfileForm userId={null} readOnly={readOnly} onSaved={onSaved} />;
  return (
    <QueryContent query={profile} rows={8}>
      {(loaded) => <ProfileForm key={loaded.data.id} loaded={loaded} userId={userId} readOnly={readOnly} onSaved={onSaved} />}
    </QueryContent>
  );
}
