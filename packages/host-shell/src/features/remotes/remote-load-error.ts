export type FailureKind =
  'registry' | 'not-listed' | 'origin' | 'http' | 'timeout' | 'integrity' | 'contract' | 'load' | 'render';

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
      this.kind === 'contract' ||
      this.kind === 'origin' ||
      this.kind === 'not-listed'
    );
  }
}
