/**
 * The terminal's one stylesheet. The terminal loads no antd (its first screen must be usable in a
 * second over mobile data), so it draws a phone-first look with plain CSS in the shared theme's
 * colours: one column up to 640 px wide, targets of 48 px at least, nothing wider than the screen
 * (no sideways scrolling at 390 px: a word longer than the line, a typed reason say, breaks),
 * every text at 4.5:1 or more. The receipt prints alone on 58 or 80 mm paper (`@media print`: the
 * roll's width is the page; text in points).
 */
import { theme } from '@banca/shared-auth';

const { colorPrimary, colorError, colorSuccess, colorWarning, fontFamily } = theme.token;
const TEXT = '#1f1f1f';
const SECONDARY = '#595959';
const BORDER = '#d0d5d3';

export const TERMINAL_CSS = `
.t-app { min-height: 100vh; display: flex; flex-direction: column; background: #f4f6f5; color: ${TEXT}; font-family: ${fontFamily}; font-size: 16px; line-height: 1.5; -webkit-text-size-adjust: 100%; overflow-wrap: anywhere; }
.t-app *, .t-app *::before, .t-app *::after { box-sizing: border-box; }
.t-header { position: sticky; top: 0; z-index: 2; display: flex; align-items: center; gap: 8px; padding: 8px 12px; background: ${colorPrimary}; color: #fff; min-height: 56px; }
.t-header-who { flex: 1; min-width: 0; }
.t-header-booth { margin: 0; font-size: 17px; font-weight: 600; line-height: 1.25; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.t-header-seller { font-size: 13px; opacity: .92; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.t-header .t-button { min-height: 40px; background: transparent; color: #fff; border-color: rgba(255,255,255,.7); }
.t-main { flex: 1; width: 100%; max-width: 640px; margin: 0 auto; padding: 12px 12px 96px; display: flex; flex-direction: column; gap: 12px; }
.t-title { margin: 4px 0 0; font-size: 22px; line-height: 1.3; }
.t-nav { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2; display: grid; grid-template-columns: repeat(4, 1fr); background: #fff; border-top: 1px solid ${BORDER}; padding-bottom: env(safe-area-inset-bottom); }
.t-nav a { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px; min-height: 60px; color: ${SECONDARY}; text-decoration: none; font-size: 13px; }
.t-nav a[aria-current="page"] { color: ${colorPrimary}; font-weight: 600; box-shadow: inset 0 3px 0 ${colorPrimary}; }
.t-nav svg { font-size: 20px; }
.t-card { background: #fff; border: 1px solid ${BORDER}; border-radius: 12px; padding: 12px; display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.t-card > h2, .t-card > h3, .t-section-title { margin: 0; font-size: 17px; line-height: 1.3; }
.t-muted { color: ${SECONDARY}; font-size: 14px; }
.t-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.t-field label, .t-label { font-size: 14px; font-weight: 600; }
.t-input { width: 100%; min-width: 0; height: 48px; padding: 0 12px; border: 1px solid #8c8c8c; border-radius: 10px; background: #fff; color: ${TEXT}; font: inherit; font-size: 20px; }
.t-input:focus { outline: 3px solid rgba(15,110,86,.35); outline-offset: 1px; border-color: ${colorPrimary}; }
.t-input[aria-invalid="true"] { border-color: ${colorError}; }
.t-input-code { text-transform: uppercase; letter-spacing: .06em; font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace; }
textarea.t-input { height: auto; min-height: 72px; padding: 8px 12px; font-size: 16px; }
.t-field-error { color: ${colorError}; font-size: 14px; }
.t-row { display: flex; gap: 8px; align-items: flex-end; min-width: 0; }
.t-row > * { min-width: 0; }
.t-grow { flex: 1; }
.t-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 48px; padding: 0 16px; border: 1px solid ${BORDER}; border-radius: 10px; background: #fff; color: ${TEXT}; font: inherit; font-size: 16px; cursor: pointer; text-decoration: none; }
.t-button:focus-visible, .t-nav a:focus-visible, .t-choice:focus-visible { outline: 3px solid rgba(15,110,86,.45); outline-offset: 2px; }
.t-button-primary { background: ${colorPrimary}; border-color: ${colorPrimary}; color: #fff; font-weight: 600; }
.t-button-danger { background: ${colorError}; border-color: ${colorError}; color: #fff; font-weight: 600; }
.t-button-big { width: 100%; min-height: 60px; font-size: 20px; }
.t-button[disabled], .t-button[aria-disabled="true"] { background: #f0f0f0; border-color: ${BORDER}; color: #595959; cursor: not-allowed; }
.t-icon-button { min-width: 48px; padding: 0; }
.t-choices { display: flex; flex-wrap: wrap; gap: 8px; }
.t-fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
.t-muted a, .t-alert a { color: ${colorPrimary}; }
.t-header .t-alert { position: absolute; top: 100%; left: 8px; right: 8px; color: ${TEXT}; }
.t-choice { min-height: 48px; padding: 6px 12px; border: 1px solid ${BORDER}; border-radius: 10px; background: #fff; color: ${TEXT}; font: inherit; font-size: 15px; cursor: pointer; text-align: left; display: flex; flex-direction: column; justify-content: center; }
.t-choice[aria-checked="true"], .t-choice[aria-pressed="true"] { border: 2px solid ${colorPrimary}; background: #e7f1ee; font-weight: 600; }
.t-choice small { font-weight: 400; color: ${SECONDARY}; font-size: 13px; }
.t-animals { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 6px; margin-top: 8px; }
.t-animal { min-height: 52px; padding: 4px 2px; align-items: center; text-align: center; font-size: 16px; line-height: 1.15; }
.t-animal small { font-size: 12px; overflow-wrap: anywhere; }
.t-countdown { font-variant-numeric: tabular-nums; }
.t-countdown-soon { color: ${colorError}; font-weight: 600; }
.t-lines { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
.t-lines li { display: flex; align-items: center; gap: 8px; padding: 6px 0; border-bottom: 1px solid #eef0ef; min-width: 0; }
.t-lines li:last-child { border-bottom: 0; }
.t-line-main { flex: 1; min-width: 0; }
.t-line-number { font-size: 20px; font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.t-line-amount { font-size: 18px; font-variant-numeric: tabular-nums; white-space: nowrap; }
.t-total { display: flex; justify-content: space-between; align-items: baseline; font-size: 18px; font-weight: 600; }
.t-total strong { font-size: 24px; font-variant-numeric: tabular-nums; }
.t-alert { display: flex; flex-direction: column; gap: 6px; padding: 10px 12px; border-radius: 10px; border: 1px solid #ffccc7; background: #fff2f0; }
.t-alert p { margin: 0; }
.t-alert-warning { border-color: #ffd591; background: #fff7e6; }
.t-alert-success { border-color: #b7eb8f; background: #f6ffed; }
/* Below the sticky header, above the tabs, when scrolled into view. */
.t-pending { scroll-margin-top: 72px; }
.t-ask { scroll-margin-bottom: 76px; }
.t-alert-info { border-color: #91caff; background: #e6f4ff; }
.t-alert strong { font-size: 16px; }
.t-tag { display: inline-block; padding: 1px 8px; border-radius: 6px; font-size: 13px; font-weight: 600; border: 1px solid currentColor; white-space: nowrap; }
.t-tag-pending { color: ${colorWarning}; }
.t-tag-winner { color: ${colorSuccess}; }
.t-tag-loser { color: ${SECONDARY}; }
.t-tag-cancelled { color: ${colorError}; }
.t-tag-refunded { color: ${colorError}; }
.t-tag-paid { color: ${colorPrimary}; }
.t-tag-unpaid { color: ${colorWarning}; }
.t-tag + .t-tag { margin-inline-start: 4px; }
.t-available { font-size: 14px; }
.t-available-none { color: ${colorError}; font-weight: 600; }
.t-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.t-list-item { width: 100%; display: grid; grid-template-columns: 1fr auto; gap: 2px 8px; padding: 10px 12px; border: 1px solid ${BORDER}; border-radius: 10px; background: #fff; color: ${TEXT}; font: inherit; text-align: left; cursor: pointer; min-height: 56px; }
.t-list-item .t-code { font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace; font-weight: 600; overflow-wrap: anywhere; }
.t-figures { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; margin: 0; }
.t-figures div { background: #fff; border: 1px solid ${BORDER}; border-radius: 10px; padding: 10px 12px; min-width: 0; }
.t-figures dt { font-size: 14px; color: ${SECONDARY}; }
.t-figures dd { margin: 0; font-size: 20px; font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.t-figures .t-figure-main { grid-column: 1 / -1; border-color: ${colorPrimary}; }
.t-signin { flex: 1; display: flex; flex-direction: column; justify-content: center; gap: 16px; width: 100%; max-width: 420px; margin: 0 auto; padding: 24px 16px; }
.t-signin h1 { margin: 0; font-size: 26px; }
.t-brand { display: flex; align-items: center; gap: 8px; color: ${colorPrimary}; font-weight: 700; font-size: 20px; }
.t-steps { margin: 0; padding-left: 20px; }
.t-kbd { font-family: ui-monospace, Menlo, monospace; font-size: 13px; padding: 0 4px; border: 1px solid ${BORDER}; border-radius: 4px; background: #fafafa; }
.t-shortcuts { display: none; }
.t-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.t-spinner { width: 16px; height: 16px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: t-spin .8s linear infinite; display: inline-block; }
@keyframes t-spin { to { transform: rotate(360deg); } }
.t-receipt { background: #fff; border: 1px dashed #8c8c8c; border-radius: 8px; padding: 12px; font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace; font-size: 15px; color: #000; min-width: 0; }
.t-receipt h2 { margin: 0; font-size: 17px; text-align: center; }
.t-receipt p { margin: 0; }
.t-receipt-code { text-align: center; font-size: 22px; font-weight: 700; letter-spacing: .04em; overflow-wrap: anywhere; }
.t-receipt-qr { display: block; width: 132px; height: 132px; margin: 6px auto; }
.t-receipt table { width: 100%; border-collapse: collapse; }
.t-receipt th, .t-receipt td { padding: 2px 0; text-align: left; vertical-align: top; font-weight: 400; }
.t-receipt td:last-child, .t-receipt th:last-child { text-align: right; white-space: nowrap; }
.t-receipt-total { font-weight: 700; border-top: 1px dashed #000; }
.t-receipt-cancel { text-align: center; font-weight: 700; }
.t-receipt-status { text-align: center; font-weight: 700; text-transform: uppercase; }
.t-scanner video { width: 100%; max-height: 50vh; border-radius: 10px; background: #000; }
@media (min-width: 900px) {
  .t-shortcuts { display: block; }
}
@media print {
  @page { margin: 2mm; }
  body * { visibility: hidden !important; }
  .t-app { background: #fff; }
  .t-receipt, .t-receipt * { visibility: visible !important; }
  .t-receipt { position: absolute; left: 0; top: 0; width: 100%; max-width: 80mm; border: 0; padding: 0; font-size: 9pt; }
  .t-receipt h2 { font-size: 11pt; }
  .t-receipt-code { font-size: 13pt; }
  .t-receipt-qr { width: 28mm; height: 28mm; }
  .t-no-print { display: none !important; }
}
`;
