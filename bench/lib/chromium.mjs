// Debian's Chromium, as the benches and the journeys start it: never a downloaded browser.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

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
