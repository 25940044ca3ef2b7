import { startEarlyRequests } from './boot/early';

// The back-office's entry script (the booth terminal's page has its own: taquilla/index.ts). The
// runtime configuration is asked for at once, in parallel with the chunks below, not after them.
startEarlyRequests();
// An async boundary: shared modules (React, antd, shared-auth...) are negotiated before any of them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
