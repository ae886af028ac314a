// `npm run bench -- resilience [case…]`: KOKO as real child processes under faults; one PASS/FAIL line per case.
import { atLeastOnce } from './at-least-once';
import { closeChaos } from './chaos-conversations';
import { databaseOutage } from './database-outage';
import { heartbeat } from './heartbeat';
import { historyAfterReconnect } from './history';
import { idleCapacity } from './idle-capacity';
import { instanceLoss } from './instance-loss';
import { modelFaults } from './model-faults';
import { reconnectStorm } from './reconnect-storm';
import { sigtermUnderLoad } from './sigterm-under-load';
import { soak } from './soak';
import { throughputKnee } from './throughput-knee';
import { verdictLine, type Verdict } from './verdict';

/** The cases in the order they run. */
export const RESILIENCE_CASES: [string, string, () => Promise<Verdict>][] = [
  ['at-least-once', '20 visitors × 15 messages through outbox clients while random sockets drop', atLeastOnce],
  ['history', 'each visitor of the at-least-once run pages its history to the end', historyAfterReconnect],
  ['model-faults', 'the model answers 500, 429, nothing, or cuts its stream', modelFaults],
  ['sigterm', 'SIGTERM while 50 visitors chat', sigtermUnderLoad],
  ['database-outage', 'PostgreSQL cut for 10 s behind a TCP proxy, then back', databaseOutage],
  ['instance-loss', 'two instances, one database and Redis; A killed while its visitors chat', instanceLoss],
  ['reconnect-storm', 'BENCH_STORM_CLIENTS sockets (2000) come back after a restart', reconnectStorm],
  ['heartbeat', 'a socket that sends nothing is closed', heartbeat],
  ['idle-capacity', 'BENCH_IDLE_CAPACITY_SOCKETS sockets (10,000) held while a probe beats every 100 ms', idleCapacity],
  ['throughput-knee', 'offered messages per second ramped until the ack p99 passes 50 ms', throughputKnee],
  ['soak', 'BENCH_SOAK_MINUTES (30) of 500 sockets chatting gently; RSS after GC each minute', soak],
];

/** Runs the named cases (all when none is named); answers one line per case. */
export async function runResilience(names: string[], print: (line: string) => void): Promise<boolean> {
  const unknown = names.filter((name) => !RESILIENCE_CASES.some(([known]) => known === name));
  if (unknown.length > 0) throw new Error(`no resilience case named ${unknown.join(', ')}; the names are ${RESILIENCE_CASES.map(([key]) => key).join(', ')}`);
  let allPassed = true;
  try {
    for (const [name, , run] of RESILIENCE_CASES) {
      if (names.length > 0 && !names.includes(name)) continue;
      let verdict: Verdict;
      try {
        verdict = await run();
      } catch (error) {
        verdict = { name, pass: false, figure: 'did not finish', threshold: '—', detail: [String((error as Error).stack ?? error)] };
      }
      allPassed &&= verdict.pass;
      print(verdictLine(verdict));
    }
  } finally {
    await closeChaos();
  }
  return allPassed;
}
