import { cameraErrorCode, isFinalCameraError, NoCamerasError, StartTimeoutError } from '../camera-errors';
import { scanRegion } from '../scanner-config';
import es from '../../../locales/es.json';

describe('camera and scanner errors (spec 000 section 8, spec 001 section 8)', () => {
  it('has the Spanish texts of both specs', () => {
    expect(es.qrScanner.errors.accessDenied).toBe('No se pudo acceder a la cámara, verifique los permisos.');
    expect(es.qrScanner.errors.blocked).toBe(
      'El acceso a la cámara fue bloqueado, por favor habilítelo desde los permisos del navegador',
    );
  });

  it("reads getUserMedia's DOMExceptions", () => {
    const refused = new DOMException('Permission denied', 'NotAllowedError');
    expect(cameraErrorCode(refused, 'denied')).toBe('blocked');
    expect(cameraErrorCode(refused, 'prompt')).toBe('permissionNotGranted');
    expect(cameraErrorCode(refused, 'unknown')).toBe('permissionNotGranted');
    expect(cameraErrorCode(new DOMException('Requested device not found', 'NotFoundError'), 'granted')).toBe(
      'cameraNotFound',
    );
    expect(
      cameraErrorCode(new DOMException('Could not start video source', 'NotReadableError'), 'granted'),
    ).toBe('startFailed');
  });

  it('reads the strings html5-qrcode rejects with', () => {
    expect(
      cameraErrorCode('Error getting userMedia, error = NotAllowedError: Permission denied', 'denied'),
    ).toBe('blocked');
    expect(
      cameraErrorCode(
        'Error getting userMedia, error = OverconstrainedError: Constraints could be not satisfied.',
        'granted',
      ),
    ).toBe('cameraNotFound');
    expect(cameraErrorCode('HTML Element with id=qr-scanner-r1 not found', 'granted')).toBe(
      'videoElementNotFound',
    );
    expect(cameraErrorCode('Camera streaming not supported by the browser.', 'granted')).toBe('startFailed');
    expect(cameraErrorCode(new StartTimeoutError(10_000), 'granted')).toBe('startFailed');
    expect(cameraErrorCode(new NoCamerasError(), 'granted')).toBe('noCameras');
  });

  it('retries everything but a refusal and a missing element', () => {
    expect(isFinalCameraError(new DOMException('Permission denied', 'NotAllowedError'))).toBe(true);
    expect(isFinalCameraError('HTML Element with id=x not found')).toBe(true);
    expect(isFinalCameraError('Error getting userMedia, error = NotReadableError: busy')).toBe(false);
    expect(isFinalCameraError(new NoCamerasError())).toBe(false);
    expect(isFinalCameraError(new StartTimeoutError(10_000))).toBe(false);
  });

  it('scans a square of 60% of the smaller side of the preview (spec 001 section 9), at least 50 px', () => {
    expect(scanRegion(640, 480)).toEqual({ width: 288, height: 288 });
    expect(scanRegion(358, 640)).toEqual({ width: 214, height: 214 });
    expect(scanRegion(60, 60)).toEqual({ width: 50, height: 50 });
    expect(scanRegion(40, 80)).toEqual({ width: 40, height: 40 });
  });
});
