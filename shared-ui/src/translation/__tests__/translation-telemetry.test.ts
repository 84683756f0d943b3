import {
  createTranslationTelemetry,
  TELEMETRY_BATCH_SIZE,
  TELEMETRY_FLUSH_MS,
  textHash,
  type TelemetryRecord,
} from '../translation-telemetry';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const fields = {
  language: 'de',
  cacheHit: false,
  isError: false,
  wasTokenized: false,
  tokensPreserved: 0,
  source: 'sandbox',
};

function setup(consent = true) {
  const sent: TelemetryRecord[][] = [];
  let allowed = consent;
  const telemetry = createTranslationTelemetry({
    consent: () => allowed,
    send: (records) => sent.push(records),
    now: () => 1_700_000_000_000,
  });
  return { sent, telemetry, setConsent: (value: boolean) => (allowed = value) };
}

describe('spec 001 section 7: telemetry is batched at 50 records or 5 s after the last one', () => {
  it('the numbers', () => {
    expect([TELEMETRY_BATCH_SIZE, TELEMETRY_FLUSH_MS]).toEqual([50, 5000]);
  });

  it('the 50th record sends the batch at once', () => {
    const { sent, telemetry } = setup();
    for (let i = 0; i < 49; i += 1) telemetry.record(`texto ${i}`, fields);
    expect(sent).toHaveLength(0);
    telemetry.record('texto 49', fields);
    expect(sent.map((batch) => batch.length)).toEqual([50]);
  });

  it('fewer records leave 5 s after the last one', () => {
    const { sent, telemetry } = setup();
    telemetry.record('Postres', fields);
    jest.advanceTimersByTime(4000);
    telemetry.record('Bebidas', fields);
    jest.advanceTimersByTime(4999);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sent.map((batch) => batch.length)).toEqual([2]);
  });

  it('every field of the telemetry record of section 3; the text itself never leaves', () => {
    const { sent, telemetry } = setup();
    telemetry.record('Tortas de 8 porciones por encargo', {
      ...fields,
      cacheHit: true,
      wasTokenized: true,
      tokensPreserved: 1,
      source: 'cache',
    });
    jest.advanceTimersByTime(5000);
    expect(sent[0]).toEqual([
      {
        textHash: textHash('Tortas de 8 porciones por encargo'),
        textLength: 33,
        language: 'de',
        cacheHit: true,
        isError: false,
        wasTokenized: true,
        tokensPreserved: 1,
        source: 'cache',
        timestamp: 1_700_000_000_000,
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain('porciones');
    expect(textHash('Postres')).toMatch(/^[0-9a-f]{8}$/);
    expect(textHash('Postres')).not.toBe(textHash('Bebidas'));
  });
});

describe('spec 001 section 7: sent only with the user’s consent stored locally', () => {
  it('without consent nothing is recorded or sent', () => {
    const { sent, telemetry } = setup(false);
    for (let i = 0; i < 60; i += 1) telemetry.record(`texto ${i}`, fields);
    jest.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(0);
  });

  it('consent withdrawn before the flush: what waited is not sent', () => {
    const { sent, telemetry, setConsent } = setup(true);
    telemetry.record('Postres', fields);
    setConsent(false);
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(0);
  });
});
