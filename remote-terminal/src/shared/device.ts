import { DEVICE_KEYS, deviceStore } from './storage';
import { newUuid } from '@banca/kit';

/**
 * This device's id, made once and kept: a seller account signs in from one device at a time, and
 * the same device signing in again replaces its own session instead of being refused.
 */
export function deviceId(): string {
  let id = deviceStore.get(DEVICE_KEYS.deviceId);
  if (!id) {
    id = newUuid();
    deviceStore.set(DEVICE_KEYS.deviceId, id);
  }
  return id;
}
