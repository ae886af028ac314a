// Case 3: the model fails (server error, rate limited, no first token, stream cut): the client hears so, the koin comes back.
import { loginVisitors } from '../chat-setup';
import { sleep } from '../lib';
import { OutboxClient } from './outbox-client';
import { startStack } from './stack';
import type { Verdict } from './verdict';
import { balanceOf } from './wallet';

const FAULTS = ['[500]', '[429]', '[slow]', '[cut]'];
const EXPECTED_MESSAGE = 'AI completion failed';
/** The first-token timeout KOKO runs with here (its smallest allowed). */
const LLM_TIMEOUT_MS = 1000;

export async function modelFaults(): Promise<Verdict> {
  // The failures are expected: KOKO's warnings about them stay out of the report.
  const stack = await startStack('resilience_faults', { standInDelayMs: 5, settings: { KOKO_LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS), KOKO_LOG_LEVEL: 'error' } });
  const port = stack.servers[0]!.port;
  const faults: string[] = [];
  let good = 0;
  try {
    const [visitor] = await loginVisitors(port, 1, 'faults');
    const client = new OutboxClient(visitor!, stack.roleId, { port: () => port, reconnectDelayMs: () => 500 });
    await client.start();
    try {
      for (const marker of FAULTS) {
        const before = await balanceOf(port, visitor!);
        const started = Date.now();
        const sent = await client.talk(`Tell me something ${marker}`, 10_000, 30_000);
        const seconds = (Date.now() - started) / 1000;
        // The refund is written before the frame goes out; a little slack for the read all the same.
        let after = await balanceOf(port, visitor!);
        for (let i = 0; i < 20 && after !== before; i += 1) after = (await sleep(100), await balanceOf(port, visitor!));
        const ok = sent.acked && sent.reply === undefined && sent.failed === 500 && sent.failure === EXPECTED_MESSAGE && after === before;
        if (ok) good += 1;
        else faults.push(`${marker}: acked ${sent.acked}, reply ${sent.reply ?? '—'}, failure ${sent.failed ?? '—'} "${sent.failure ?? ''}", balance ${before} → ${after}, ${seconds.toFixed(1)} s`);
      }
    } finally {
      await client.close();
    }
  } finally {
    await stack.close();
  }
  return {
    name: 'model-faults',
    pass: good === FAULTS.length,
    figure: `${good}/${FAULTS.length} faults (${FAULTS.join(' ')}) answered "${EXPECTED_MESSAGE}" with the koin back`,
    threshold: `each: MsgAck, a code-500 frame naming the message with "${EXPECTED_MESSAGE}", no reply, balance unchanged (KOKO_LLM_TIMEOUT_MS ${LLM_TIMEOUT_MS})`,
    detail: faults,
  };
}
