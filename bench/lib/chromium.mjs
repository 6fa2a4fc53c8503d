// Debian's Chromium, as the benches and the journeys start it: never a downloaded browser.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

// Debian's headless shell (package chromium-headless-shell): the same engine without the
// browser's window machinery. The journeys drive it: it spends some 40 % less CPU than the full
// browser on the same journeys, on CI's two cores (decision 0081).
export const HEADLESS_SHELL_PATH =
  process.env.CHROME_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

// Without the background-networking flags Chromium keeps dialing out of this closed network.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
