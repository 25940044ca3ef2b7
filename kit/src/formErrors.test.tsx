import { Form, Input, type FormInstance } from 'antd';
import { act, render, screen } from './testing';
import { ApiRequestError } from '@banca/shared-auth';
import { applyFieldErrors } from './formErrors';

describe('applyFieldErrors', () => {
  let form: FormInstance;
  function Harness() {
    [form] = Form.useForm();
    return (
      <Form form={form}>
        <Form.Item name="username" label="Usuario">
          <Input />
        </Form.Item>
      </Form>
    );
  }

  it('marks the fields of the form the error names, and says whether it marked any', async () => {
    render(<Harness />);
    let marked = false;
    act(() => {
      marked = applyFieldErrors(
        form,
        new ApiRequestError(409, 'El nombre de usuario ya está en uso.', { username: 'El nombre de usuario ya está en uso.' }),
      );
    });
    expect(marked).toBe(true);
    expect(await screen.findByText('El nombre de usuario ya está en uso.')).toBeInTheDocument();
    expect(form.getFieldError('username')).toEqual(['El nombre de usuario ya está en uso.']);

    expect(applyFieldErrors(form, new ApiRequestError(400, 'Otro campo.', { ticket_booth_id: 'Otro campo.' }))).toBe(false);
    expect(applyFieldErrors(form, new TypeError('Failed to fetch'))).toBe(false);
  });
});
