import { toApiError } from '@banca/shared-auth';
import { App } from 'antd';
import { useMemo } from 'react';

/** The toasts that end every action: a success text, or the server's own message. */
export function useFeedback() {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (text: string) => void message.success(text),
      failure: (error: unknown) => void message.error(toApiError(error).message),
    }),
    [message],
  );
}
