/** Types of server.mjs for the TypeScript browser tests that share it. */
export type RunningAptoVial = {
  name: string;
  baseUrl: string;
  pid: number;
  dataDir: string;
  startupMs: number;
  stop(): Promise<void>;
};

export function startAptoVial(options: {
  readyTimeoutMs: number;
  env?: Record<string, string>;
  dataDir?: string;
  templateDir?: string;
}): Promise<RunningAptoVial>;
