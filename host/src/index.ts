import { startEarlyRequests } from './boot/early';

// The runtime configuration (and, on the terminal's pages, the terminal's routes and manifest) are
// asked for at once, in parallel with the chunks below, not after them.
startEarlyRequests();
// An async boundary: shared modules (React, antd, shared-auth...) are negotiated before any of them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
