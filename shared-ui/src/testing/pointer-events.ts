// jsdom has no PointerEvent, so testing-library would fire plain Events without coordinates.
// A MouseEvent with the pointer fields is enough for components that read clientX/Y and pointerId.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
    this.isPrimary = init.isPrimary ?? true;
  }
}

export function installPointerEvents(): void {
  if (!('PointerEvent' in window)) {
    Object.defineProperty(window, 'PointerEvent', {
      value: TestPointerEvent,
      configurable: true,
      writable: true,
    });
  }
}
