import fs from 'node:fs';
import { readdir, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** The file in the models folder that names the model chosen with `npm run model -- use`. */
const IN_USE_FILE = 'in-use.txt';
export const MODEL_EXTENSION = '.gguf';

export interface ModelFile {
  name: string;
  bytes: number;
  inUse: boolean;
}

export class ModelFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelFileError';
  }
}

/** A model name is a plain file name ending in .gguf: nothing outside the models folder can be named. */
export function checkModelName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed.endsWith(MODEL_EXTENSION) || trimmed !== path.basename(trimmed) || trimmed.startsWith('.')) {
    throw new ModelFileError(`"${name}" is not a model file name: give the name of a ${MODEL_EXTENSION} file in the models folder`);
  }
  return trimmed;
}

/** The `.gguf` files of the folder, by name; none when it does not exist. */
function ggufNames(entries: string[]): string[] {
  return entries.filter((name) => name.endsWith(MODEL_EXTENSION) && !name.startsWith('.')).sort();
}

/**
 * The model to serve: the one chosen with `use` while it is there, else the first `.gguf` by name; undefined when
 * the folder has none. Read once at start-up, before the server listens.
 */
export function modelToServe(modelsDir: string): string | undefined {
  let names: string[];
  try {
    names = ggufNames(fs.readdirSync(modelsDir));
  } catch {
    return undefined;
  }
  if (names.length === 0) return undefined;
  let chosen: string | undefined;
  try {
    chosen = fs.readFileSync(path.join(modelsDir, IN_USE_FILE), 'utf8').trim();
  } catch {
    chosen = undefined;
  }
  return path.join(modelsDir, chosen && names.includes(chosen) ? chosen : names[0]!);
}

/** The models in the folder, with their sizes and which one is served. */
export async function listModels(modelsDir: string): Promise<ModelFile[]> {
  const names = ggufNames(await readdir(modelsDir).catch(() => []));
  const served = modelToServe(modelsDir);
  return Promise.all(names.map(async (name) => ({ name, bytes: (await stat(path.join(modelsDir, name))).size, inUse: served === path.join(modelsDir, name) })));
}

/** Chooses the model to serve (from the next start of the server). */
export async function chooseModel(modelsDir: string, name: string): Promise<void> {
  const file = checkModelName(name);
  if (!(await exists(path.join(modelsDir, file)))) throw new ModelFileError(`there is no model "${file}" in ${modelsDir}`);
  await mkdir(modelsDir, { recursive: true });
  await writeFile(path.join(modelsDir, IN_USE_FILE), `${file}\n`);
}

/** Deletes a model (and the choice of it, when it was chosen). */
export async function removeModel(modelsDir: string, name: string): Promise<void> {
  const file = checkModelName(name);
  if (!(await exists(path.join(modelsDir, file)))) throw new ModelFileError(`there is no model "${file}" in ${modelsDir}`);
  await rm(path.join(modelsDir, file));
  const chosen = await readFile(path.join(modelsDir, IN_USE_FILE), 'utf8').catch(() => '');
  if (chosen.trim() === file) await rm(path.join(modelsDir, IN_USE_FILE), { force: true });
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}
