import { CACHE_VERSION, cacheNames, obsoleteCaches } from '../cache-names';

describe("the worker's caches are versioned (ADR 023)", () => {
  it('each name carries the rules version; the shell cache also the build', () => {
    expect(CACHE_VERSION).toBe(1);
    expect(cacheNames('abc123')).toEqual({
      shell: 'multimarca-shell-v1-abc123',
      releases: 'multimarca-releases-v1',
      registry: 'multimarca-registry-v1',
      api: 'multimarca-api-v1',
    });
  });

  it('on activation, our caches of another version or another shell build go; other caches stay', () => {
    const current = cacheNames('new');
    expect(
      obsoleteCaches(
        [
          'multimarca-shell-v1-old',
          'multimarca-shell-v1-new',
          'multimarca-releases-v0',
          'multimarca-releases-v1',
          'multimarca-registry-v1',
          'multimarca-api-v1',
          'someone-elses-cache',
        ],
        current,
      ),
    ).toEqual(['multimarca-shell-v1-old', 'multimarca-releases-v0']);
  });
});
