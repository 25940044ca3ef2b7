/**
 * The login page's stylesheet. The page loads no antd, so it draws antd's look (large inputs, the
 * primary button, the error alert) with plain CSS in the shared theme's colours. Below 768 px
 * (antd's `md`, where the shell turns to one column too) the product pitch gives way to the brand.
 * Every text meets 4.5:1 against its background.
 */
import { theme } from '@banca/shared-auth';

const { colorPrimary, fontFamily } = theme.token;
const TEXT = 'rgba(0, 0, 0, 0.88)';
const TEXT_SECONDARY = '#595959';
const ERROR = '#cf1322';

export const LOGIN_CSS = `
.login-page { display: flex; min-height: 100vh; background: #fff; font-family: ${fontFamily}; font-size: 14px; line-height: 1.5714; color: ${TEXT}; }
.login-page *, .login-page *::before, .login-page *::after { box-sizing: border-box; }
.login-hero { flex: 1 1 55%; display: flex; flex-direction: column; justify-content: space-between; padding: 48px 56px; color: #fff;
  background: radial-gradient(circle at 20% 10%, rgba(255,255,255,0.10), transparent 45%), linear-gradient(145deg, ${colorPrimary} 0%, #0a4a3a 100%); }
.login-hero-brand { background: #fff; border-radius: 12px; align-self: flex-start; padding-right: 8px; }
.login-hero-pitch { max-width: 480px; }
.login-headline { margin: 0 0 16px; font-size: 40px; line-height: 1.15; font-weight: 600; }
.login-hero-lead { margin: 0 0 32px; font-size: 16px; color: rgba(255,255,255,0.9); }
.login-benefits { display: flex; flex-direction: column; gap: 16px; list-style: none; padding: 0; margin: 0; }
.login-benefits li { display: flex; align-items: center; gap: 12px; font-size: 15px; }
.login-benefit-icon { display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; border-radius: 10px; background: rgba(255,255,255,0.14); flex-shrink: 0; }
.login-copyright { font-size: 12px; color: rgba(255,255,255,0.85); }
/* The padding outside the 45 %, as the hero's is inside its 55 %: the split the page always had. */
.login-main { box-sizing: content-box !important; flex: 1 1 45%; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 32px; padding: 48px; }
.login-mobile-brand { display: none; }
.login-panel { display: flex; flex-direction: column; gap: 24px; width: 100%; max-width: 380px; }
.login-title { margin: 0 0 4px; font-size: 30px; line-height: 1.2667; font-weight: 600; }
.login-secondary { margin: 0; color: ${TEXT_SECONDARY}; }
.login-message { display: flex; align-items: flex-start; gap: 8px; padding: 9px 12px; border-radius: 10px; border: 1px solid #ffccc7; background: #fff2f0; }
.login-message svg { flex-shrink: 0; margin-top: 4px; color: #ff4d4f; }
.login-message-notice { border-color: #ffe58f; background: #fffbe6; }
.login-message-notice svg { color: #d48806; }
.login-field { margin-bottom: 24px; }
.login-field label { display: block; padding-bottom: 8px; }
.login-input { display: flex; align-items: center; gap: 4px; height: 40px; padding: 0 11px; border: 1px solid #d9d9d9; border-radius: 10px; background: #fff; transition: border-color .2s, box-shadow .2s; }
.login-input:hover { border-color: ${colorPrimary}; }
.login-input:focus-within { border-color: ${colorPrimary}; box-shadow: 0 0 0 2px rgba(15,110,86,0.12); }
.login-input[data-invalid] { border-color: ${ERROR}; }
.login-input[data-invalid]:focus-within { box-shadow: 0 0 0 2px rgba(207,19,34,0.1); }
.login-input input { flex: 1; min-width: 0; height: 100%; border: 0; outline: 0; padding: 0; font: inherit; font-size: 16px; color: ${TEXT}; background: transparent; }
.login-input > svg { color: ${TEXT}; }
.login-reveal { display: inline-flex; padding: 4px; border: 0; background: none; color: ${TEXT_SECONDARY}; cursor: pointer; border-radius: 6px; }
.login-reveal:hover { color: ${TEXT}; }
.login-field-error { margin-top: 4px; color: ${ERROR}; }
.login-options { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 8px; margin-bottom: 24px; }
.login-remember { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; }
.login-remember input { width: 16px; height: 16px; margin: 0; accent-color: ${colorPrimary}; cursor: pointer; }
.login-page a { color: ${colorPrimary}; text-decoration: none; }
.login-page a:hover { text-decoration: underline; }
.login-page a:focus-visible, .login-reveal:focus-visible, .login-submit:focus-visible, .login-remember input:focus-visible { outline: 3px solid rgba(15,110,86,0.35); outline-offset: 1px; }
.login-submit { width: 100%; height: 40px; padding: 0 15px; border: 1px solid ${colorPrimary}; border-radius: 10px; background: ${colorPrimary}; color: #fff; font: inherit; font-size: 16px;
  box-shadow: 0 2px 0 rgba(5,145,105,0.1); cursor: pointer; display: inline-flex; align-items: center; justify-content: center; gap: 8px; }
.login-submit:hover { background: #0c5a46; }
.login-submit[aria-disabled="true"] { border-color: #d9d9d9; background: #f5f5f5; color: #6e6e6e; box-shadow: none; cursor: not-allowed; }
.login-spinner { width: 14px; height: 14px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: login-spin .8s linear infinite; }
@keyframes login-spin { to { transform: rotate(360deg); } }
.login-links { display: flex; justify-content: center; gap: 20px; font-size: 13px; }
@media (max-width: 767px) {
  .login-hero { display: none; }
  .login-main { padding: 32px 20px; }
  .login-mobile-brand { display: flex; flex-direction: column; align-items: center; gap: 8px; }
  .login-mobile-brand p { text-align: center; }
}
`;
