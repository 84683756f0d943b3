export type FailureKind =
  'registry' | 'not-listed' | 'origin' | 'http' | 'timeout' | 'integrity' | 'platform' | 'load' | 'render';

export class RemoteLoadError extends Error {
  readonly kind: FailureKind;
  constructor(kind: FailureKind, message: string) {
    super(message);
    this.name = 'RemoteLoadError';
    this.kind = kind;
  }
  /** Failures that another attempt cannot fix without an operator changing the deployment. */
  get permanent(): boolean {
    return (
      this.kind === 'integrity' ||
      this.kind === 'platform' ||
      this.kind === 'origin' ||
      this.kind === 'not-listed'
    );
  }
}

/** A failure while loading as a RemoteLoadError: one already is; anything else is a 'load' failure. */
export function toRemoteLoadError(error: unknown): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  return new RemoteLoadError('load', error instanceof Error ? error.message : String(error));
}
