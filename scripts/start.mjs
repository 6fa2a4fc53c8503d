// `npm start`: builds what is missing or older than its sources, then runs the built server in
// this process (so SIGTERM/SIGINT reach it directly and it can finish requests in flight).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    const time = entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

const targets = [
  {
    name: 'web',
    output: at('apps/web/dist/index.html'),
    sources: [at('apps/web/src'), at('apps/web/index.html'), at('packages/shared/src')],
  },
  {
    name: 'api',
    output: at('apps/api/dist/server.js'),
    sources: [at('apps/api/src'), at('packages/shared/src')],
  },
];

for (const target of targets) {
  const builtAt = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  const changedAt = Math.max(
    ...target.sources
      .filter(existsSync)
      .map((source) =>
        statSync(source).isDirectory() ? newestChange(source) : statSync(source).mtimeMs,
      ),
  );
  if (builtAt >= changedAt) continue;
  console.log(`Construyendo ${target.name}...`);
  execSync(`npm run build -w apps/${target.name}`, { cwd: root, stdio: 'inherit' });
}

process.chdir(root);
await import(at('apps/api/dist/server.js'));
