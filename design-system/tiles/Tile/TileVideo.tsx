import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../shared/useReducedMotion.ts';
import type { TileObjectFit } from './options.ts';
import * as styles from './Tile.css.ts';
import { desktopQuery, type MediaStatus, TileSpinner } from './TileMedia.tsx';

interface VideoMediaProps {
  videoDesktop?: string;
  videoMobile?: string;
  poster?: string;
  objectFit: TileObjectFit;
  label?: string;
}

/**
 * Loaded only for tiles that have a video (Tile imports it lazily).
 *
 * A muted background video: the mobile file below 992 px, no autoplay under reduced motion, and a pause
 * control (WCAG 2.2.2) that sits above any whole-tile link.
 */
export default function TileVideoMedia({
  videoDesktop,
  videoMobile,
  poster,
  objectFit,
  label,
}: VideoMediaProps) {
  const reducedMotion = useReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [src, setSrc] = useState(videoDesktop ?? videoMobile);
  const [status, setStatus] = useState<MediaStatus>('loading');
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const list = window.matchMedia(desktopQuery);
    const choose = () => setSrc(list.matches ? (videoDesktop ?? videoMobile) : (videoMobile ?? videoDesktop));
    choose();
    list.addEventListener('change', choose);
    return () => list.removeEventListener('change', choose);
  }, [videoDesktop, videoMobile]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    if (video.readyState >= 2) setStatus('loaded');
    if (reducedMotion) {
      video.pause();
    } else {
      video.play().catch(() => setPlaying(false));
    }
  }, [reducedMotion, src]);

  if (!src) return null;
  return (
    <>
      <div className={styles.placeholder} data-status={status}>
        {status === 'loading' ? <TileSpinner label="Loading video" /> : null}
        <video
          ref={videoRef}
          className={styles.mediaElement({ fit: objectFit })}
          src={src}
          poster={poster}
          muted
          loop
          playsInline
          preload="metadata"
          aria-label={label}
          width={1600}
          height={900}
          onLoadedData={() => setStatus('loaded')}
          onError={() => setStatus('error')}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        />
      </div>
      <button
        type="button"
        className={styles.videoControl}
        aria-label={playing ? 'Pause video' : 'Play video'}
        onClick={() => {
          const video = videoRef.current;
          if (!video) return;
          if (video.paused) video.play().catch(() => setPlaying(false));
          else video.pause();
        }}
      >
        {playing ? (
          <Pause aria-hidden="true" focusable="false" size={20} />
        ) : (
          <Play aria-hidden="true" focusable="false" size={20} />
        )}
      </button>
    </>
  );
}
