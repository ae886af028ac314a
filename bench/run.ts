// `npm run bench`: every figure with the ratio to its peer measured in the same run.
import os from 'node:os';
import { benchApiThroughput } from './api-throughput';
import { benchAvatarFirstFrame } from './avatar-first-frame';
import { benchAvatarGenerate } from './avatar-generate';
import { benchCatalogueSearch } from './catalogue-search';
import { benchCharacterWriter } from './character-writer';
import { benchChatFanOut } from './chat-fan-out';
import { benchChatFirstToken } from './chat-first-token';
import { benchChatFirstTokenSeen } from './chat-first-token-seen';
import { benchChatIdleSockets } from './chat-idle-sockets';
import { benchChatThroughput } from './chat-throughput';
import { benchFirstStart } from './first-start';
import { benchLlmClient } from './llm-client';
import { benchLocalModel } from './local-model';
import { benchMusic } from './music';
import { benchPages } from './pages';
import { benchPersonaReply } from './persona-reply';
import { benchPublishVisibility } from './publish-visibility';
import { runResilience } from './resilience';
import { benchSkybox } from './skybox';
import { benchTtsRealtime } from './tts-realtime';
import { benchVoiceAnimation } from './voice-animation';
import { benchTasks } from './tasks';
import { benchWalletDebits } from './wallet-debits';

/** `npm run bench -- chat` runs all four; `-- chat first-token` (or other keys: `-- chat throughput fan-out`) runs those. */
const CHAT_BENCHES: [string, string, () => Promise<string[]>][] = [
  ['first-token', 'Chat: time KOKO adds to the first token (LLM stand-in, PostgreSQL)', benchChatFirstToken],
  ['first-token-seen', 'Chat: first visible words as a user sees them (fresh server, PGlite and PostgreSQL, lockstep and think time)', benchChatFirstTokenSeen],
  ['throughput', 'Chat: accepted messages per second (offline persona engine, PostgreSQL) against a bare ws echo', benchChatThroughput],
  ['idle-sockets', 'Chat: memory per idle socket against a bare ws server', benchChatIdleSockets],
  ['fan-out', 'Chat: Redis fan-out to a second instance', benchChatFanOut],
];

/** The names `npm run bench -- <name>` takes; the chat benches go after `chat` (`-- chat first-token-seen`). */
const BENCH_NAMES = ['api', 'wallet', 'tasks', 'search', 'character-writer', 'persona-reply', 'local-model', 'publish', 'chat', 'llm-client', 'tts', 'music', 'voice-animation', 'skybox', 'avatar', 'avatar-generate', 'pages', 'start', 'resilience'];

async function main() {
  const only = process.argv[2];
  if (only && !BENCH_NAMES.includes(only)) {
    const chat = CHAT_BENCHES.some(([key]) => key === only) ? ` (a chat bench: npm run bench -- chat ${only})` : '';
    throw new Error(`no benchmark named ${only}${chat}; the names are ${BENCH_NAMES.join(', ')}`);
  }
  process.stdout.write(`KOKO benchmarks — ${new Date().toISOString()} — ${os.cpus().length} cores, Node ${process.version}\n\n`);
  if (!only || only === 'api') {
    process.stdout.write('## API throughput (autocannon, 32 connections, 8 s, loopback)\n\n');
    process.stdout.write((await benchApiThroughput()).join('\n') + '\n\n');
  }
  if (!only || only === 'wallet') {
    process.stdout.write('## Wallet debits (ledger transaction against a plain UPDATE)\n\n');
    process.stdout.write((await benchWalletDebits()).join('\n') + '\n\n');
  }
  if (!only || only === 'tasks') {
    process.stdout.write('## Generation tasks (covers a minute per instance; chat first token with four generations running)\n\n');
    process.stdout.write((await benchTasks()).join('\n') + '\n\n');
  }
  if (!only || only === 'search') {
    process.stdout.write('## Catalogue search (full text and trigrams against the ILIKE search it replaced)\n\n');
    process.stdout.write((await benchCatalogueSearch()).join('\n') + '\n\n');
  }
  if (!only || only === 'character-writer') {
    process.stdout.write('## Character writer: one card written offline, against the persona engine\'s reply to one message\n\n');
    process.stdout.write((await benchCharacterWriter()).join('\n') + '\n\n');
  }
  if (!only || only === 'persona-reply') {
    process.stdout.write('## Offline replies: the persona engine over its conversation set, against the same turns through the model client and the stand-in\n\n');
    process.stdout.write((await benchPersonaReply()).join('\n') + '\n\n');
  }
  if (!only || only === 'local-model') {
    process.stdout.write('## Local model: first token and tokens/s of a .gguf served in-process, against the persona engine\n\n');
    process.stdout.write((await benchLocalModel()).join('\n') + '\n\n');
  }
  if (!only || only === 'publish') {
    process.stdout.write('## Publishing to feed visibility (approved on one instance, seen in Discover on another)\n\n');
    process.stdout.write((await benchPublishVisibility()).join('\n') + '\n\n');
  }
  if (!only || only === 'chat') {
    const keys = process.argv.slice(3);
    const unknown = keys.filter((key) => !CHAT_BENCHES.some(([known]) => known === key));
    if (unknown.length > 0) throw new Error(`no chat benchmark named ${unknown.join(', ')}; the names are ${CHAT_BENCHES.map(([key]) => key).join(', ')}`);
    for (const [key, title, bench] of CHAT_BENCHES) {
      if (keys.length > 0 && !keys.includes(key)) continue;
      process.stdout.write(`## ${title}\n\n`);
      process.stdout.write((await bench()).join('\n') + '\n\n');
    }
  }
  if (!only || only === 'llm-client') {
    process.stdout.write('## Model client HTTP: own HTTP/1.1 against undici\n\n');
    process.stdout.write((await benchLlmClient()).join('\n') + '\n\n');
  }
  if (!only || only === 'tts') {
    process.stdout.write('## TTS real-time factor (embedded flite against the flite CLI)\n\n');
    process.stdout.write((await benchTtsRealtime()).join('\n') + '\n\n');
  }
  if (!only || only === 'music') {
    process.stdout.write('## Music generator: time and CPU per piece (against the piece in real time)\n\n');
    process.stdout.write((await benchMusic()).join('\n') + '\n\n');
  }
  if (!only || only === 'voice-animation') {
    process.stdout.write('## Voice and animation generators: time and CPU per item (against plain TTS and a plain library clip)\n\n');
    process.stdout.write((await benchVoiceAnimation()).join('\n') + '\n\n');
  }
  if (!only || only === 'skybox') {
    process.stdout.write('## Space panoramas: 4096×2048 painted and encoded, against the cover renderer\n\n');
    process.stdout.write((await benchSkybox()).join('\n') + '\n\n');
  }
  if (!only || only === 'avatar') {
    process.stdout.write('## 3D character: first frame, 3D chunk and frame time (against a bare three.js cube)\n\n');
    process.stdout.write((await benchAvatarFirstFrame()).join('\n') + '\n\n');
  }
  if (!only || only === 'avatar-generate') {
    process.stdout.write('## Avatar generation: prompt → look and the generator, against the plain cover render\n\n');
    process.stdout.write((await benchAvatarGenerate()).join('\n') + '\n\n');
  }
  if (!only || only === 'pages') {
    process.stdout.write('## Pages: server-rendered HTML, Lighthouse and first-load JavaScript\n\n');
    process.stdout.write((await benchPages()).join('\n') + '\n\n');
  }
  if (!only || only === 'start') {
    process.stdout.write('## First start (after build)\n\n');
    process.stdout.write((await benchFirstStart()).join('\n') + '\n');
  }
  // Pass or fail rather than a figure against a peer: run by name only, never as part of every benchmark.
  if (only === 'resilience') {
    process.stdout.write('## Resilience (KOKO under faults; bench/resilience)\n\n');
    const passed = await runResilience(process.argv.slice(3), (line) => process.stdout.write(line + '\n'));
    if (!passed) process.exitCode = 1;
  }
}

main().catch((error: Error) => {
  process.stderr.write(`bench failed: ${error.stack}\n`);
  process.exit(1);
});
