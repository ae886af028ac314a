// The test suite's OpenAI-compatible stand-in in a process of its own; says `ready {base url}`.
import { startLlmStandIn } from '@/server/test/llm-stand-in';

startLlmStandIn({ delayMs: Number(process.argv[2] ?? 20) }).then((standIn) => {
  process.stdout.write(`ready ${standIn.url}\n`);
  process.on('SIGTERM', () => void standIn.stop().then(() => process.exit(0)));
});
