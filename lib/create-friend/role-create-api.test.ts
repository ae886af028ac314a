import { ApiFailure } from '@/lib/client/api';
import { isTransient, retryTransient } from './role-create-api';

describe('the save that tries again', () => {
  it('tries again after network and server failures, and gives up after the last wait', async () => {
    let calls = 0;
    const flaky = () => {
      calls += 1;
      return calls < 3 ? Promise.reject(new ApiFailure(calls === 1 ? -1 : 503, 'down')) : Promise.resolve('saved');
    };
    await expect(retryTransient(flaky, [1, 1, 1])).resolves.toBe('saved');
    expect(calls).toBe(3);

    calls = 0;
    const down = () => {
      calls += 1;
      return Promise.reject(new ApiFailure(500, 'down'));
    };
    await expect(retryTransient(down, [1, 1])).rejects.toThrow('down');
    expect(calls).toBe(3);
  });

  it('does not repeat a refusal of what was sent', async () => {
    let calls = 0;
    const refused = () => {
      calls += 1;
      return Promise.reject(new ApiFailure(400, 'roleName: must contain at least one Latin letter'));
    };
    await expect(retryTransient(refused, [1, 1])).rejects.toThrow('Latin');
    expect(calls).toBe(1);
    expect(isTransient(new ApiFailure(404, 'Role not found'))).toBe(false);
    expect(isTransient(new Error('plain'))).toBe(false);
  });
});
