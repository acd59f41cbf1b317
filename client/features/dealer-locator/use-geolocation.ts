/** 'Use my location' (spec 2): the browser's position once, or why there is none. */
import { useCallback, useState } from 'react';
import type { LatLng } from '../../../shared/contract/dealers.ts';

export type GeolocationProblem = 'denied' | 'unavailable' | 'unsupported';

export function useGeolocation(onFound: (origin: LatLng) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<GeolocationProblem | null>(null);
  const locate = useCallback(() => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, [onFound]);
  return { locate, locating, problem };
}
