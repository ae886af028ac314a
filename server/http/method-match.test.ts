import { createMethodIndex } from './method-match';

describe('createMethodIndex', () => {
  const methodsAt = createMethodIndex([
    { method: 'post', path: '/api/app/tag/getList' },
    { method: 'get', path: '/api/user' },
    { method: 'post', path: '/api/user' },
    { method: 'get', path: '/api/media/{key}' },
    { method: 'get', path: '/api/role/{id}' },
  ]);

  it('lists the methods a path accepts', () => {
    expect(methodsAt('/api/app/tag/getList')).toEqual(['POST']);
    expect(methodsAt('/api/user').sort()).toEqual(['GET', 'POST']);
  });

  it('matches parameters: one segment, or several for a media key', () => {
    expect(methodsAt('/api/role/12')).toEqual(['GET']);
    expect(methodsAt('/api/role/12/x')).toEqual([]);
    expect(methodsAt('/api/media/covers/a.webp')).toEqual(['GET']);
  });

  it('treats dots in paths literally', () => {
    const at = createMethodIndex([{ method: 'get', path: '/api/openapi.json' }]);
    expect(at('/api/openapiXjson')).toEqual([]);
  });
});
