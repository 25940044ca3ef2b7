/**
 * The one set of test helpers of every app (`@banca/kit/testing`; tests only, never bundled), in
 * Testing Library's custom test-utils manner: the library itself, canned API answers, a page
 * renderer with the app providers, sessions, and the helpers the screens' tests share.
 */
export * from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
export { answer, mockFetch, type RecordedCall, type Responder } from '@banca/shared-auth/testing';
export { CurrentUrl, renderAt, renderPage, renderRoute, signInAs } from './render';
export { callsTo, currentQuery, failing, pathsOf, queryOf } from './calls';
export { descriptionValue, fastUser, fill, findConfirm, findDialog, pickOption } from './interactions';
export { describeListBehaviour, type ListBehaviourOptions } from './listBehaviour';
export { boothDetail, sellerRow } from './fixtures';
