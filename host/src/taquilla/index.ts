import { startEarlyRequests } from '../boot/early';

// The booth terminal's own entry script (taquilla.html): the runtime configuration, the terminal's
// routes and manifest are asked for before anything else runs. It carries neither the staff app
// (login, public pages, the shell) nor antd: only what the terminal's first screen runs. Its shared
// libraries are the host's eager ones, so the app starts in this file, without a chunk of its own
// (`eager`: one file, no second request; a microtask lets the early requests leave first).
startEarlyRequests();
import(/* webpackMode: "eager" */ './start');
