// `npm run model -- <command>`: manages the local chat models in KOKO_DATA_DIR/models. The server serves the chosen
// one (else the first) when no KOKO_LLM_BASE_URL is set, from its next start.
import { EnvError, parseEnv } from '@/server/env';
import { pullModel } from '@/server/providers/llm/local/model-download';
import { listModels, ModelFileError, removeModel, chooseModel } from '@/server/providers/llm/local/model-files';

const USAGE = `usage: npm run model -- <command>

  pull           downloads the model KOKO_MODEL_PULL_URL names (checked against KOKO_MODEL_PULL_SHA256 and _SIZE);
                 a cut download resumes where it stopped when run again
  list           the models, their sizes, and which one the server uses (*)
  use NAME       makes the server use NAME.gguf from its next start
  remove NAME    deletes NAME.gguf
`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One line redrawn in place on a terminal; a line per tenth elsewhere (logs). */
function progressBar(): (received: number, total: number) => void {
  let lastTenth = -1;
  return (received, total) => {
    const share = total > 0 ? received / total : 0;
    if (process.stdout.isTTY) {
      const width = 30;
      const filled = Math.round(share * width);
      process.stdout.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(share * 100).toFixed(1)}% ${megabytes(received)} of ${megabytes(total)}`);
    } else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      process.stdout.write(`${lastTenth * 10}% ${megabytes(received)} of ${megabytes(total)}\n`);
    }
  };
}

async function main() {
  const [command = '', name, ...rest] = process.argv.slice(2);
  if (!['pull', 'list', 'use', 'remove'].includes(command) || rest.length > 0) {
    process.stdout.write(USAGE);
    process.exit(command === 'help' || command === '--help' ? 0 : 2);
  }
  const env = parseEnv();
  const dir = env.llm.local.modelsDir;
  try {
    if (command === 'pull') {
      if (!env.modelPull) throw new ModelFileError('set KOKO_MODEL_PULL_URL, KOKO_MODEL_PULL_SHA256 and KOKO_MODEL_PULL_SIZE to the model to download (see README "Local models")');
      const bar = progressBar();
      const file = await pullModel(dir, env.modelPull, ({ received, total }) => bar(received, total));
      process.stdout.write(`\nsaved ${file} (sha256 checked)\n`);
    } else if (command === 'list') {
      const models = await listModels(dir);
      if (models.length === 0) process.stdout.write(`no models in ${dir}: the server uses ${env.llm.baseUrl ? 'KOKO_LLM_BASE_URL' : 'the offline persona engine'}\n`);
      for (const m of models) process.stdout.write(`${m.inUse ? '*' : ' '} ${m.name}  ${megabytes(m.bytes)}\n`);
    } else {
      if (!name) throw new ModelFileError(`${command} needs the name of a model (npm run model -- list)`);
      const file = name.endsWith('.gguf') ? name : `${name}.gguf`;
      if (command === 'use') await chooseModel(dir, file);
      else await removeModel(dir, file);
      process.stdout.write(`${command === 'use' ? 'the server uses' : 'removed'} ${file}${command === 'use' ? ' from its next start' : ''}\n`);
    }
  } catch (error) {
    if (!(error instanceof ModelFileError || error instanceof EnvError)) throw error;
    process.stderr.write(`model: ${error.message}\n`);
    process.exitCode = 1;
  }
}

main().catch((error: Error) => {
  process.stderr.write(`model failed: ${error.message}\n`);
  process.exit(1);
});
