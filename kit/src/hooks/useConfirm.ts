import { App } from 'antd';
import { useCallback } from 'react';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  /** Red confirm button for what cannot be undone (deletion, revoking access). */
  danger?: boolean;
}

/**
 * The confirmation dialog: a title, a message, a cancel and a confirm button, all
 * supplied by the caller. The promise resolves true on confirm and false on cancel or close.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, message, confirmText = 'Confirmar', cancelText = 'Cancelar', danger = false }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content: message,
          okText: confirmText,
          cancelText,
          okButtonProps: { danger },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}
