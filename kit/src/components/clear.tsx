/**
 * antd's clear buttons in Spanish. Left to itself, a Select's clear button is named "Clear" and an
 * Input's reads its icon's name aloud ("close-circle"): pass these as `allowClear`.
 */
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';

// The word antd's Spanish date pickers use for theirs.
const CLEAR_LABEL = 'Limpiar';

/** `allowClear` of an Input: the icon names its button. */
export const INPUT_CLEAR = { clearIcon: <CloseCircleFilled aria-label={CLEAR_LABEL} /> };

/** `allowClear` of a Select: the button carries the name, the icon is decoration. */
export const SELECT_CLEAR = { clearIcon: <CloseCircleFilled aria-hidden />, label: CLEAR_LABEL };
