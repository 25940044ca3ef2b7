import { Button } from 'antd';
import { useState } from 'react';
import { renderPage, screen, userEvent } from '../testing';
import { useConfirm } from './useConfirm';

function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('sin respuesta');
  return (
    <>
      <Button
        onClick={async () =>
          setAnswer(
            String(await confirm({ title: 'Confirmar desbloqueo', message: '¿Desbloquear a este usuario?', confirmText: 'Desbloquear' })),
          )
        }
      >
        Preguntar
      </Button>
      <p>respuesta: {answer}</p>
    </>
  );
}

describe('useConfirm', () => {
  it('shows the caller’s texts and resolves true on confirm', async () => {
    renderPage(<Asker />);
    await userEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    expect(await screen.findByRole('dialog', { name: 'Confirmar desbloqueo' })).toBeInTheDocument();
    expect(screen.getByText('¿Desbloquear a este usuario?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText('respuesta: true')).toBeInTheDocument();
  });

  it('resolves false on cancel', async () => {
    renderPage(<Asker />);
    await userEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('respuesta: false')).toBeInTheDocument();
  });
});
