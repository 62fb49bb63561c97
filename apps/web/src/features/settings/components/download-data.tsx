import { Download } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';

/** "Download your data": one JSON file of everything the account made, saved by the browser. */
export function DownloadData() {
  return (
    <div className="settings-block">
      <h3>Download your data</h3>
      <p className="text-muted">
        One file (JSON) with your profile, rate card, campaigns, applications, offers and deals, messages, reviews, payments and
        email preferences.
      </p>
      {/* A plain link: the server answers a file to save, with the session cookie the browser sends. */}
      <a className={buttonClass('secondary', 'sm', false)} href="/api/account/export" download>
        <Download aria-hidden="true" />
        <span>Download your data</span>
      </a>
    </div>
  );
}
