// An async boundary: shared modules (React, antd, shared-auth...) are negotiated before any of them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
