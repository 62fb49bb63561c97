import { useId } from 'react';
import type { UploadProgress as Progress } from '../../lib/upload-with-progress';
import './upload-progress.css';

/** An upload on its way: a labelled progress bar with the share sent, for sighted and screen reader users alike. */
export function UploadProgress({ label, progress }: { label: string; progress: Progress | null }) {
  const id = useId();
  const percent = progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : null;
  return (
    <div className="upload-progress">
      <label htmlFor={id}>
        {label}
        {percent !== null && <span className="upload-progress__percent"> {percent}%</span>}
      </label>
      {/* Without a value the bar shows that something is happening before the first bytes are counted. */}
      <progress id={id} max={100} {...(percent !== null ? { value: percent } : {})} />
    </div>
  );
}
