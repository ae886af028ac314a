import { apiCall } from '@/server/test/chat-socket-client';
import type { Visitor } from '../chat-setup';

/** A visitor's koin as the API reports it. */
export async function balanceOf(port: number, visitor: Visitor): Promise<number> {
  const answer = await apiCall<{ balance: number }>(port, 'POST', '/app/user/getWallet', visitor.token, {});
  if (answer.code !== 0) throw new Error(`getWallet answered ${answer.code}: ${answer.message}`);
  return answer.data.balance;
}
