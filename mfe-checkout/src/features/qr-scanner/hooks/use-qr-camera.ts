import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { QrCamera } from '../qr-camera';

/**
 * The camera behind the preview drawn into the element `elementId`: it starts when the component
 * mounts and is released when it leaves. `onText` gets each decoded text and answers true when the
 * text was accepted (the scanner then stops).
 */
export function useQrCamera(elementId: string, onText: (text: string) => Promise<boolean>) {
  const latestOnText = useRef(onText);
  latestOnText.current = onText;
  const [camera] = useState(() => new QrCamera(elementId, (text) => latestOnText.current(text)));
  const state = useSyncExternalStore(camera.subscribe, camera.getState);
  useEffect(() => {
    void camera.begin();
    return camera.stop;
  }, [camera]);
  return { state, camera };
}
