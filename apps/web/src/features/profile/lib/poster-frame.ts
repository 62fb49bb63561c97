/** The widest poster frame sent: enough for the largest size the server makes. */
const POSTER_MAX_WIDTH = 1280;

/**
 * A frame of a video the creator chose, drawn by the browser (a <video> and a canvas), as a JPEG to upload
 * beside it: the server keeps videos as they are and needs no video decoder. Takes the frame a second
 * in (or the middle of a shorter clip), past the black of a fade-in. Null when the browser cannot play it.
 */
export function posterFrame(file: File): Promise<Blob | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (blob: Blob | null) => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      video.load();
      resolve(blob);
    };
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.addEventListener('error', () => done(null), { once: true });
    video.addEventListener(
      'loadeddata',
      () => {
        video.currentTime = Number.isFinite(video.duration) ? Math.min(1, video.duration / 2) : 0;
      },
      { once: true },
    );
    video.addEventListener(
      'seeked',
      () => {
        const scale = Math.min(1, POSTER_MAX_WIDTH / (video.videoWidth || 1));
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
        canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
        const context = canvas.getContext('2d');
        if (!context || !video.videoWidth) return done(null);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        canvas.toBlob((blob) => done(blob), 'image/jpeg', 0.85);
      },
      { once: true },
    );
    video.src = url;
  });
}
